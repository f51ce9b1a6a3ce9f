import { h } from "./create-element";
import { describeProblem } from "./describe-problem";
import { renderGuestFollow } from "./render-guest-follow";
import type { MailState } from "./render-sign-in-line";
import type { WidgetContext } from "./widget-context";
import type { ApiProblem, FollowAnswer } from "./widget-types";

function say(slot: HTMLElement, text: string, error = false) {
  slot.replaceChildren(h("p", { class: error ? "err" : "ok", role: error ? "alert" : "status" }, text));
}
/**
 * The page's Follow button: a toggle for a signed-in reader with an address (shown once their
 * settings say so), or, for a guest, a button that opens the form for the address to confirm.
 */
export function renderFollowButton(
  ctx: WidgetContext,
  page: { threadUrl: string; mail: MailState; box: HTMLElement; slot: HTMLElement },
): void {
  const { t, lang, config, call } = ctx;
  const { mail, box: followBox, slot: followSlot } = page;
  const options = { threadUrl: page.threadUrl };
  followSlot.replaceChildren();
  followBox.replaceChildren();
  if (!config.reader_notifications) return;
  if (ctx.session()) {
    // Shown once the reader's settings say there is an address to mail.
    const settings = mail.settings;
    if (!settings?.email) return;
    const button = h("button", { class: "fb", type: "button", "aria-pressed": String(!!settings.following) }, t.follow);
    let busy = false;
    button.onclick = async () => {
      if (busy) return;
      busy = true;
      const next = !mail.settings?.following;
      followSlot.replaceChildren();
      try {
        // A reader's address is confirmed: the follow starts at once ("not_needed"); a "required" answer says to confirm first.
        const answer = next
          ? await call<FollowAnswer>("PUT", "/follows", { site_id: config.site_id, thread_url: options.threadUrl })
          : await call<FollowAnswer>("DELETE", `/follows?thread_url=${encodeURIComponent(options.threadUrl)}`);
        const now = next && answer.confirmation !== "required";
        if (mail.settings) mail.settings.following = now;
        button.setAttribute("aria-pressed", String(now));
        say(
          followSlot,
          !next ? t.unfollowed : now ? t.followed : t.follow_check.replace("{name}", mail.settings?.email ?? ""),
        );
      } catch (problem) {
        if ((problem as ApiProblem).code === "invalid_session") return ctx.setSession(undefined);
        say(followSlot, describeProblem(problem as ApiProblem, t, lang), true);
      } finally {
        busy = false;
      }
    };
    return followBox.append(button);
  }
  // A guest gives an address first; the follow starts once they confirm it from their inbox.
  const button = h("button", { class: "fb", type: "button", "aria-expanded": "false" }, t.follow);
  const close = () => {
    followSlot.replaceChildren();
    button.setAttribute("aria-expanded", "false");
    button.focus();
  };
  button.onclick = () => {
    if (button.getAttribute("aria-expanded") === "true") return close();
    button.setAttribute("aria-expanded", "true");
    const form = renderGuestFollow(
      ctx,
      (address, answer) => {
        close();
        say(followSlot, answer.confirmation === "not_needed" ? t.followed : t.follow_check.replace("{name}", address));
      },
      close,
    );
    followSlot.replaceChildren(form);
    form.querySelector("input")?.focus();
  };
  followBox.append(button);
}
