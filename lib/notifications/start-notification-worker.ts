import { fanOutVisibleComments } from "./fan-out-visible-comments";
import { mailDueSubscribers } from "./mail-due-subscribers";
import { notificationConfig } from "./notification-config";
import { pruneReaderMail } from "./prune-reader-mail";
import { readerMailConfig } from "./reader-mail-config";
import { sendDueCommentsDigests } from "./send-due-comments-digests";
import { sendDueConfirmations } from "./send-due-confirmations";
import { sendDueDigests } from "./send-due-digests";
import { sendPendingNotices } from "./send-pending-notices";

/** A running notification worker. */
export type NotificationWorker = { stop: () => Promise<void> };

/**
 * Starts the e-mail worker in this process. Moderators' and members' mail: one loop mails "each"
 * notices (every MODERATION_NOTIFY_POLL_MS), another sends due queue digests and a third the
 * members' digests of new comments (every MODERATION_DIGEST_POLL_MS). Readers' mail (every
 * READER_MAIL_POLL_MS): one loop fans newly visible comments out to their recipients and then mails
 * the readers whose notices are due; another sends owed confirmation mails. All only claim work
 * with conditional updates, so any number of instances can run them at once.
 */
export function startNotificationWorker(): NotificationWorker {
  let stopping = false;
  const passes = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();

  const loop = (name: string, intervalMs: () => number, pass: () => Promise<unknown>) => {
    const tick = () => {
      if (stopping) return;
      const run = pass()
        .catch((error: unknown) =>
          console.error(
            `notification worker: ${name} pass failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
        )
        .finally(() => {
          passes.delete(run);
          if (stopping) return;
          const timer = setTimeout(() => {
            timers.delete(timer);
            tick();
          }, intervalMs());
          timers.add(timer);
        });
      passes.add(run);
    };
    tick();
  };

  loop(
    "each",
    () => notificationConfig().pollMs,
    () => sendPendingNotices(notificationConfig(), () => stopping),
  );
  loop(
    "digest",
    () => notificationConfig().digestPollMs,
    () => sendDueDigests(notificationConfig()),
  );
  loop(
    "new-comments digest",
    () => notificationConfig().digestPollMs,
    () => sendDueCommentsDigests(notificationConfig()),
  );

  loop(
    "reader mail",
    () => readerMailConfig().pollMs,
    async () => {
      const config = readerMailConfig();
      await fanOutVisibleComments(config, () => stopping);
      await mailDueSubscribers(config, () => stopping);
    },
  );
  loop(
    "confirmations",
    () => readerMailConfig().pollMs,
    async () => {
      await sendDueConfirmations(readerMailConfig());
      await pruneReaderMail();
    },
  );

  return {
    async stop() {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled([...passes]);
    },
  };
}
