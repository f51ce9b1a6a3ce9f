import pg from "pg";
import { databaseUrl, providerOf } from "./database-url";
import { webhookChannel } from "./notify-webhook-workers";

/**
 * Calls `onWork` whenever any process commits new due deliveries (PostgreSQL LISTEN on its own
 * connection, reconnecting after a failure). On SQLite there is nothing to listen to. Answers a
 * function that stops listening.
 */
export function listenForWebhookWork(onWork: () => void): () => Promise<void> {
  const url = databaseUrl();
  if (providerOf(url) !== "postgresql") return async () => {};
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on("notification", () => onWork());
    next.on("error", () => reconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${webhookChannel}`);
      // Anything committed while we were not listening is found by this extra look.
      onWork();
    } catch {
      reconnect(next);
    }
  };
  const reconnect = (failed: pg.Client) => {
    if (stopped || client !== failed) return;
    client = undefined;
    failed.end().catch(() => {});
    retry = setTimeout(() => void connect(), 1000);
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
