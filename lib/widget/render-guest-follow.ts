import { h } from "./create-element";
import { describeProblem } from "./describe-problem";
import type { WidgetContext } from "./widget-context";
import type { ApiProblem, FollowAnswer } from "./widget-types";

/**
 * A guest's "Follow": the address to mail the page's new comments to. The server sends it one
 * confirmation mail; the follow starts once its link is opened. `onSent` gets the address.
 */
export function renderGuestFollow(
  ctx: WidgetContext,
  onSent: (address: string, answer: FollowAnswer) => void,
  onClose: () => void,
): HTMLFormElement {
  const { t } = ctx;
  const email = h("input", {
    type: "email",
    name: "email",
    autocomplete: "email",
    required: true,
    maxlength: 254,
    "aria-describedby": "tl-fh tl-fe",
  });
  email.value = ctx.storage.read().email ?? "";
  const error = h("p", { class: "err", id: "tl-fe", role: "alert" });
  const send = h("button", { class: "btn", type: "submit" }, t.follow_send);
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
    try {
      const answer = await ctx.call<FollowAnswer>("PUT", "/follows", {
        site_id: ctx.config.site_id,
        thread_url: ctx.threadUrl,
        email: address,
      });
      ctx.storage.update((memory) => (memory.email = address));
      onSent(address, answer);
    } catch (problem) {
      error.textContent = describeProblem(problem as ApiProblem, t, ctx.lang);
    } finally {
      send.disabled = false;
    }
  }
  return h(
    "form",
    { class: "panel", "aria-label": t.follow, onsubmit: submit },
    h("p", { class: "note", id: "tl-fh" }, t.follow_hint),
    h("label", null, t.email, email),
    error,
    h("div", { class: "row" }, send, h("button", { class: "btn q", type: "button", onclick: onClose }, t.cancel)),
  );
}
