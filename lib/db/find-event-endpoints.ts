import { runInTransaction } from "./run-in-transaction";
import type { Tx } from "./transaction";

/** A webhook endpoint as an event's fan-out sees it; the lists are stored JSON arrays. */
export type EventEndpoint = { id: string; eventTypes: string; siteIds: string; status: string };

const read = {
  sqlite: `SELECT "id", "eventTypes", "siteIds", "status" FROM "WebhookEndpoint" WHERE "accountId" = ? AND "livemode" = ?`,
  postgresql: `SELECT "id", "eventTypes", "siteIds", "status" FROM "WebhookEndpoint" WHERE "accountId" = $1 AND "livemode" = $2::boolean`,
};

/** The account's webhook endpoints in one mode, read in the caller's transaction (every event's fan-out runs it). */
export async function findEventEndpoints(tx: Tx, accountId: string, livemode: boolean): Promise<EventEndpoint[]> {
  return runInTransaction<EventEndpoint>(tx, read, [accountId, livemode]);
}
