import pg from "pg";

import { databaseUrl, providerOf } from "./database-url";

/**
 * Calls `onMessage` with each notification's payload on a PostgreSQL channel (LISTEN on one
 * connection of its own, named `threadline listen <channel>` in pg_stat_activity, reconnecting a
 * second after a failure; `onConnect` runs once LISTEN holds after each (re)connection, to catch up
 * on what was missed meanwhile). On SQLite there is nothing to listen to. Answers a function that
 * stops listening.
 */
export function listenOnChannel(
  channel: string,
  onMessage: (payload: string) => void,
  onConnect?: () => void,
): () => Promise<void> {
  const url = databaseUrl();
  if (providerOf(url) !== "postgresql") return async () => {};
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({
      connectionString: url,
      application_name: `threadline listen ${channel}`,
      // A connection that hangs or dies without a word must fail, so that it is made again.
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
    });
    client = next;
    next.on("notification", (message) => onMessage(message.payload ?? ""));
    next.on("error", () => reconnect(next));
    // A connection the server closes without an error (a clean shutdown) is lost all the same.
    next.on("end", () => reconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      onConnect?.();
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
