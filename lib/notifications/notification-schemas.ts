import { z } from "zod";

/** How a member hears about new pending comments: not at all, a digest at most hourly, or a mail for each one. */
export const notifyPendingChoices = ["never", "hourly", "each"] as const;

/** One of the notification choices. */
export type NotifyPending = (typeof notifyPendingChoices)[number];

/** The notifications form: the acting member's own choice (the membership comes from the session, never the form). */
export const notificationSettingsBody = z.strictObject({
  notify_pending: z.enum(notifyPendingChoices, "must be never, hourly or each"),
});

/** How a member hears about new published comments on their sites: not at all (the default), a daily digest, or a mail for each one. */
export const notifyCommentsChoices = ["never", "daily", "each"] as const;

/** One of the new-comments choices. */
export type NotifyComments = (typeof notifyCommentsChoices)[number];

/** The "New comments on my sites" form: the acting member's own choice (the membership comes from the session). */
export const commentNotificationSettingsBody = z.strictObject({
  notify_comments: z.enum(notifyCommentsChoices, "must be never, daily or each"),
});
