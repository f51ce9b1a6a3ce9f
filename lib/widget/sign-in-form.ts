import { h } from "./create-element";
import { describeProblem } from "./describe-problem";
import type { WidgetContext } from "./widget-context";
import type { ApiProblem } from "./widget-types";

/** The e-mail sign-in form (a chunk loaded on demand): asks for a magic link back to this page. */
export function renderSignInForm(ctx: WidgetContext, onClose: () => void): HTMLElement {
  const { t } = ctx;
  const email = h("input", {
    type: "email",
    name: "email",
    autocomplete: "email",
    required: true,
    maxlength: 254,
    "aria-describedby": "tl-sie",
  });
  const name = h("input", { name: "name", autocomplete: "nickname", maxlength: 80 });
  name.value = ctx.storage.read().name ?? "";
  const error = h("p", { class: "err", id: "tl-sie", role: "alert" });
  const send = h("button", { class: "btn", type: "submit" }, t.send_link);
  const form = h(
    "form",
    { "aria-label": t.sign_in, onsubmit: submit },
    h("label", null, t.email, email),
    h("label", null, t.your_name, name),
    error,
    h("div", { class: "row" }, send, h("button", { class: "btn q", type: "button", onclick: onClose }, t.cancel)),
  );
  async function submit(event: Event) {
    event.preventDefault();
    error.textContent = "";
    email.removeAttribute("aria-invalid");
    const address = email.value.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      email.setAttribute("aria-invalid", "true");
      error.textContent = t.err_email;
      return email.focus();
    }
    send.disabled = true;
    send.textContent = t.sending;
    try {
      const given = name.value.trim();
      await ctx.call("POST", "/auth/magic-link", {
        site_id: ctx.config.site_id,
        email: address,
        thread_url: ctx.pageUrl,
        ...(given ? { name: given } : {}),
      });
      if (given) ctx.storage.update((memory) => (memory.name = given));
      form.replaceWith(h("p", { class: "ok", role: "status" }, t.link_sent.replace("{name}", address)));
    } catch (problem) {
      error.textContent = describeProblem(problem as ApiProblem, t, ctx.lang);
      send.disabled = false;
      send.textContent = t.send_link;
    }
  }
  return form;
}
