import { formatRelativeTime } from "./format-relative-time";
import type { Strings } from "./strings/en";
import type { ApiProblem } from "./widget-types";

const byCode: Record<string, keyof Strings> = {
  banned: "err_banned",
  thread_locked: "err_locked",
  invalid_session: "err_session",
  sign_in_required: "err_sign_in_required",
  edit_window_closed: "err_edit_window",
  sign_in_mode_disabled: "err_mode_disabled",
  upvotes_disabled: "err_mode_disabled",
  reaction_disabled: "err_mode_disabled",
  comment_deleted: "err_deleted",
  network: "err_network",
  email_required: "err_email_required",
};

/** A refused request in the reader's words: what happened and, for a rate limit, how long to wait. */
export function describeProblem(problem: ApiProblem, t: Strings, lang: string): string {
  if (problem.code === "rate_limited") {
    const seconds = problem.retryAfter ?? 60;
    const wait =
      seconds < 60 ? new Intl.RelativeTimeFormat(lang).format(seconds, "second") : formatRelativeTime(seconds, lang);
    return t.err_rate_limited.replace("{time}", wait);
  }
  if (problem.code === "validation_failed" || problem.code === "payload_too_large") {
    if (problem.field === "author_name" || problem.field === "name") return t.err_name;
    if (problem.field === "email" || problem.field === "notify_email") return t.err_email;
    if (problem.field === "content") return t.err_too_long;
    return problem.code === "payload_too_large" ? t.err_too_long : t.err_generic;
  }
  const key = byCode[problem.code];
  return key ? t[key] : t.err_generic;
}
