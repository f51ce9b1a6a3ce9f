import { applyMigrations } from "@/lib/db/apply-migrations";
import { databaseUrl } from "@/lib/db/database-url";
import { startSignUpSweep } from "@/lib/members/start-sign-up-sweep";
import { startNotificationWorker } from "@/lib/notifications/start-notification-worker";
import { startIpHashRetention } from "@/lib/privacy/start-ip-hash-retention";
import { startWebhookWorker } from "@/lib/webhooks/start-webhook-worker";

/** `threadline worker`: delivers webhooks and moderation e-mails, drops old hashed IPs and forgets abandoned sign-ups, until SIGTERM or SIGINT, then stops cleanly. */
export async function runWorker(): Promise<void> {
  await applyMigrations(databaseUrl());
  const worker = startWebhookWorker();
  const notifications = startNotificationWorker();
  startIpHashRetention();
  startSignUpSweep();
  console.error(`threadline: webhook worker ${worker.id} started, with the notification worker`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once("SIGTERM", stop);
    process.once("SIGINT", stop);
  });
  console.error(`threadline: webhook worker ${worker.id} stopping`);
  await Promise.all([worker.stop(), notifications.stop()]);
  console.error(`threadline: webhook worker ${worker.id} stopped`);
}
