import { db } from "./client";
import { databaseUrl, providerOf } from "./database-url";
import type { Tx } from "./transaction";

/** The PostgreSQL channel on which workers hear that deliveries are due. */
export const webhookChannel = "threadline_webhooks";

/**
 * Tells every worker on PostgreSQL (LISTEN/NOTIFY) that deliveries are due. Inside a transaction the
 * notification goes out only when it commits, so no worker looks for rows it cannot see yet.
 * Answers false on SQLite, where there is no such channel and the caller signals in-process instead.
 */
export async function notifyWebhookWorkers(tx?: Tx): Promise<boolean> {
  if (providerOf(databaseUrl()) !== "postgresql") return false;
  await (tx ?? db()).$executeRaw`SELECT pg_notify(${webhookChannel}, '')`;
  return true;
}
