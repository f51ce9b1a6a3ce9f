import type { ReaderMailConfig } from "./reader-mail-config";
import type { Recipient } from "./recipient";

/**
 * When a new notification for this subscriber should go out. "each": at once, unless a mail went
 * out within the grouping pause (then at its end, together with whatever else came meanwhile), or
 * the day's cap is reached (then folded into a digest when the cap's day is over). "daily": a day
 * after the notification, and never within a day of the last mail.
 */
export function noticeDueAt(recipient: Recipient, now: Date, config: ReaderMailConfig): Date {
  const at = now.getTime();
  const last = recipient.lastMailAt?.getTime() ?? null;
  if (recipient.frequency === "daily") return new Date(Math.max(at, last ?? 0) + config.digestMs);
  const windowOpen = recipient.windowStart && recipient.windowStart.getTime() + 86_400_000 > at;
  if (windowOpen && recipient.sentInWindow >= config.dailyCap)
    return new Date(recipient.windowStart!.getTime() + 86_400_000);
  if (last !== null && last + config.groupMs > at) return new Date(last + config.groupMs);
  return now;
}
