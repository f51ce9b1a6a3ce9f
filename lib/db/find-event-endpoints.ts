import { runInTransaction } from "./run-in-transaction";
import type { Tx } from "./transaction";

/** A webhook endpoint as an event's fan-out sees it; the lists are stored JSON arrays. */
export type EventEndpoint = { id: string; eventTypes: string; siteIds: string; status: string };

/** The account's webhook endpoints in one mode, read in the caller's transaction (every event's fan-out runs it). */
export async function findEventEndpoints(tx: Tx, accountId: string, livemode: boolean): Promise<EventEndpoint[]> {
  return runInTransaction(tx, (q) =>
    q
      .selectFrom("WebhookEndpoint")
      .select(["id", "eventTypes", "siteIds", "status"])
      .where("accountId", "=", accountId)
      .where("livemode", "=", livemode),
  );
}
