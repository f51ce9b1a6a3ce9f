import { startWebhookWorker, type WebhookWorker } from "./start-webhook-worker";

const holder = globalThis as unknown as { threadlineServerWorker?: WebhookWorker };

/**
 * Starts the delivery worker inside the web server (once per process) and makes SIGTERM and
 * SIGINT stop it cleanly: attempts under way finish (or are handed back), so no claimed delivery
 * waits for its lease to run out. Next.js answers those signals by closing the server and calling
 * process.exit, so the exit is held until the worker has stopped.
 */
export function startServerWebhookWorker(): WebhookWorker {
  if (holder.threadlineServerWorker) return holder.threadlineServerWorker;
  const worker = startWebhookWorker();
  holder.threadlineServerWorker = worker;
  let stopped: Promise<void> | undefined;
  const onSignal = () => {
    if (stopped) return;
    stopped = worker.stop().catch((error: unknown) => console.error("webhook worker: stopping failed:", error));
    const exit = process.exit.bind(process);
    process.exit = ((code?: number) => {
      void stopped!.finally(() => exit(code));
    }) as typeof process.exit;
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
  console.log(`threadline: webhook worker ${worker.id} started`);
  return worker;
}
