import { h } from "./create-element";
import type { WidgetContext } from "./widget-context";

type SignInForm = { renderSignInForm: (ctx: WidgetContext, onClose: () => void) => HTMLElement };

/** Who is writing (signed in, or a guest) with sign-in and sign-out as the site allows. */
export function renderSignInLine(ctx: WidgetContext, signOut: () => void): HTMLElement {
  const { t, config } = ctx;
  const reader = ctx.session()?.reader;
  const formSlot = h("div");
  const line = h("div", { class: "who" });
  if (reader) {
    line.append(h("span", null, t.signed_in_as.replace("{name}", reader.name)), h("button", { class: "lnk", type: "button", onclick: signOut }, t.sign_out));
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
