import { applyMigrations } from "@/lib/db/apply-migrations";
import { databaseUrl } from "@/lib/db/database-url";
import { startWebhookWorker } from "@/lib/webhooks/start-webhook-worker";

/** `threadline worker`: delivers webhooks until SIGTERM or SIGINT, then stops cleanly. */
export async function runWorker(): Promise<void> {
  await applyMigrations(databaseUrl());
  const worker = startWebhookWorker();
  console.error(`threadline: webhook worker ${worker.id} started`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once("SIGTERM", stop);
    process.once("SIGINT", stop);
  });
  console.error(`threadline: webhook worker ${worker.id} stopping`);
  await worker.stop();
  console.error(`threadline: webhook worker ${worker.id} stopped`);
}
