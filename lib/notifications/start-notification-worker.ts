import { notificationConfig } from "./notification-config";
import { sendDueCommentsDigests } from "./send-due-comments-digests";
import { sendDueDigests } from "./send-due-digests";
import { sendPendingNotices } from "./send-pending-notices";

/** A running notification worker. */
export type NotificationWorker = { stop: () => Promise<void> };

/**
 * Starts the moderation e-mail worker in this process: one loop mails "each" notices (every
 * MODERATION_NOTIFY_POLL_MS), another sends due digests (every MODERATION_DIGEST_POLL_MS), a third the
 * members' digests of new comments (as often). Both
 * only claim work with conditional updates, so any number of instances can run them at once.
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

  return {
    async stop() {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled([...passes]);
    },
  };
}
