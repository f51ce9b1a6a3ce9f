import { listenOnChannel } from "./listen-on-channel";
import { webhookChannel } from "./notify-webhook-workers";

/**
 * Calls `onWork` whenever any process commits new due deliveries (PostgreSQL LISTEN on its own
 * connection, reconnecting after a failure). On SQLite there is nothing to listen to. Answers a
 * function that stops listening.
 */
export function listenForWebhookWork(onWork: () => void): () => Promise<void> {
  // Anything committed while we were not listening is found by the extra look after connecting.
  return listenOnChannel(webhookChannel, () => onWork(), onWork);
}
