import { h } from "./create-element";
import { describeProblem } from "./describe-problem";
import type { WidgetContext } from "./widget-context";
import type { ApiProblem, MailSettings } from "./widget-types";

type SignInForm = { renderSignInForm: (ctx: WidgetContext, onClose: () => void) => HTMLElement };
type MailSettingsPanel = {
  renderMailSettings: (
    ctx: WidgetContext,
    settings: MailSettings,
    saved: (settings: MailSettings) => void,
    onClose: () => void,
  ) => HTMLElement;
};

/** The signed-in reader's mail settings as last read (kept up to date by the widget), and what to do with a changed copy. */
export type MailState = { settings: MailSettings | undefined; saved: (settings: MailSettings) => void };

/** A link-styled button that opens a chunk's panel into `slot` (aria-expanded says whether it is open). */
function renderOpener(label: string, slot: HTMLElement, render: (close: () => void) => Promise<HTMLElement>) {
  const open = h("button", { class: "lnk", type: "button", "aria-expanded": "false" }, label);
  const close = () => {
    slot.replaceChildren();
    open.setAttribute("aria-expanded", "false");
    open.focus();
  };
  open.onclick = async () => {
    if (open.getAttribute("aria-expanded") === "true") return close();
    open.setAttribute("aria-expanded", "true");
    slot.replaceChildren(await render(close));
    slot.querySelector("input")?.focus();
  };
  return open;
}

/** "Your data: Download a copy · Erase it": a request the reader confirms by the link e-mailed to them. */
function renderOwnDataLinks(ctx: WidgetContext, note: HTMLElement): HTMLElement {
  const { t } = ctx;
  const ask = async (kind: "export" | "erase", button: HTMLButtonElement) => {
    button.disabled = true;
    try {
      await ctx.call("POST", "/auth/session/data-request", { kind });
      note.replaceChildren(h("p", { class: "note", role: "status" }, t.my_data_sent));
    } catch (problem) {
      note.replaceChildren(
        h("p", { class: "err", role: "alert" }, describeProblem(problem as ApiProblem, t, ctx.lang)),
      );
    } finally {
      button.disabled = false;
    }
  };
  const button = (label: string, kind: "export" | "erase") => {
    const element = h("button", { class: "lnk", type: "button" }, label) as HTMLButtonElement;
    element.onclick = () => ask(kind, element);
    return element;
  };
  return h(
    "span",
    { class: "data" },
    `${t.my_data}:`,
    button(t.my_data_download, "export"),
    button(t.my_data_erase, "erase"),
  );
}

/** Who is writing (signed in, or a guest) with sign-in and sign-out as the site allows. */
export function renderSignInLine(ctx: WidgetContext, signOut: () => void, mail: MailState): HTMLElement {
  const { t, config } = ctx;
  const reader = ctx.session()?.reader;
  const formSlot = h("div");
  const panelSlot = h("div");
  const line = h("div", { class: "who" });
  if (reader) {
    line.append(
      h("span", null, t.signed_in_as.replace("{name}", reader.name)),
      h("button", { class: "lnk", type: "button", onclick: signOut }, t.sign_out),
    );
    // Without an address (an SSO sign-in without one) nothing can be mailed: no settings to show.
    if (config.reader_notifications && mail.settings?.email) {
      line.append(
        renderOpener(t.mail_settings, panelSlot, async (close) =>
          (await ctx.load<MailSettingsPanel>("mail-settings")).renderMailSettings(
            ctx,
            mail.settings!,
            mail.saved,
            close,
          ),
        ),
      );
    }
    line.append(renderOwnDataLinks(ctx, formSlot));
  } else {
    line.append(h("span", null, ctx.canWrite() ? t.as_guest : t.sign_in_to_comment));
    if (config.sign_in_modes.includes("magic_link")) {
      // The sign-in form is a chunk of its own: most readers never open it.
      line.append(
        renderOpener(t.sign_in, formSlot, async (close) =>
          (await ctx.load<SignInForm>("sign-in")).renderSignInForm(ctx, close),
        ),
      );
    }
  }
  return h("div", null, line, panelSlot, formSlot);
}
