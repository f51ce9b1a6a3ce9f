import { startNotificationWorker, type NotificationWorker } from "./start-notification-worker";

const holder = globalThis as unknown as { threadlineNotificationWorker?: NotificationWorker };

/**
 * Starts the notification worker inside the web server, once per process, and stops its loops on
 * SIGTERM or SIGINT. A mail cut off by the exit is sent again by another worker once its claim
 * runs out (at most one duplicate).
 */
export function startServerNotificationWorker(): NotificationWorker {
  if (holder.threadlineNotificationWorker) return holder.threadlineNotificationWorker;
  const worker = startNotificationWorker();
  holder.threadlineNotificationWorker = worker;
  const onSignal = () => void worker.stop();
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
  console.log("threadline: notification worker started");
  return worker;
}
