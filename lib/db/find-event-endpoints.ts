import { runInTransaction } from "./run-in-transaction";
import { defineStatement } from "./sql-builder";
import type { Tx } from "./transaction";

/** A webhook endpoint as an event's fan-out sees it; the lists are stored JSON arrays. */
export type EventEndpoint = { id: string; eventTypes: string; siteIds: string; status: string };

const endpoints = defineStatement((q, p: { accountId: string; livemode: boolean }) =>
  q
    .selectFrom("WebhookEndpoint")
    .select(["id", "eventTypes", "siteIds", "status"])
    .where("accountId", "=", p.accountId)
    .where("livemode", "=", p.livemode),
);

/** The account's webhook endpoints in one mode, read in the caller's transaction (every event's fan-out runs it). */
export async function findEventEndpoints(tx: Tx, accountId: string, livemode: boolean): Promise<EventEndpoint[]> {
  return runInTransaction(tx, endpoints, { accountId, livemode });
}
