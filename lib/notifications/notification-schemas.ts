import { z } from "zod";

/** How a member hears about new pending comments: not at all, a digest at most hourly, or a mail for each one. */
export const notifyPendingChoices = ["never", "hourly", "each"] as const;

/** One of the notification choices. */
export type NotifyPending = (typeof notifyPendingChoices)[number];

/** The notifications form: the acting member's own choice (the membership comes from the session, never the form). */
export const notificationSettingsBody = z.strictObject({
  notify_pending: z.enum(notifyPendingChoices, "must be never, hourly or each"),
});
