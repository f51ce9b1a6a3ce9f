import { newId } from "@/lib/core/new-id";
import { insertEventRow } from "@/lib/db/insert-event-row";
import type { Tx } from "@/lib/db/transaction";

import { eventSubscribers } from "./subscribe-to-events";

/**
 * Writes an event to the outbox inside the caller's transaction, so it exists exactly when the
 * change does, and hands it to the subscribers registered at start-up (webhook deliveries, live
 * streams) in the same transaction. Refuses to record with no subscriber: a process that forgot
 * registerEventSubscribers() would otherwise lose webhook deliveries silently.
 */
export async function recordEvent(
  tx: Tx,
  event: { accountId: string; siteId: string | null; livemode: boolean; type: string; object: unknown },
): Promise<string> {
  const subscribers = eventSubscribers();
  if (subscribers.length === 0) throw new Error("no event subscribers: call registerEventSubscribers() at start-up");
  const id = newId("evt");
  await insertEventRow(tx, {
    id,
    accountId: event.accountId,
    siteId: event.siteId,
    livemode: event.livemode,
    type: event.type,
    payload: JSON.stringify(event.object),
    createdAt: new Date(),
  });
  for (const subscriber of subscribers) await subscriber(tx, { id, ...event });
  return id;
}
