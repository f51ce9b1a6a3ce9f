import { h } from "./create-element";
import { describeProblem } from "./describe-problem";
import type { WidgetContext } from "./widget-context";
import type { ApiProblem } from "./widget-types";

type SignInForm = { renderSignInForm: (ctx: WidgetContext, onClose: () => void) => HTMLElement };

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
export function renderSignInLine(ctx: WidgetContext, signOut: () => void): HTMLElement {
  const { t, config } = ctx;
  const reader = ctx.session()?.reader;
  const formSlot = h("div");
  const line = h("div", { class: "who" });
  if (reader) {
    line.append(
      h("span", null, t.signed_in_as.replace("{name}", reader.name)),
      h("button", { class: "lnk", type: "button", onclick: signOut }, t.sign_out),
    );
    line.append(renderOwnDataLinks(ctx, formSlot));
  } else {
    line.append(h("span", null, ctx.canWrite() ? t.as_guest : t.sign_in_to_comment));
    if (config.sign_in_modes.includes("magic_link")) {
      const open = h("button", { class: "lnk", type: "button", "aria-expanded": "false" }, t.sign_in);
      open.onclick = async () => {
        if (open.getAttribute("aria-expanded") === "true") return;
        open.setAttribute("aria-expanded", "true");
        // The sign-in form is a chunk of its own: most readers never open it.
        const { renderSignInForm } = await ctx.load<SignInForm>("sign-in");
        formSlot.replaceChildren(
          renderSignInForm(ctx, () => {
            formSlot.replaceChildren();
            open.setAttribute("aria-expanded", "false");
            open.focus();
          }),
        );
        formSlot.querySelector("input")?.focus();
      };
      line.append(open);
    }
  }
  return h("div", null, line, formSlot);
}
