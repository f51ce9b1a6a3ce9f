import { newId } from "@/lib/core/new-id";
import { insertEventRow } from "@/lib/db/insert-event-row";
import type { Tx } from "@/lib/db/transaction";
import { announceLiveEvent } from "@/lib/live/announce-live-event";
import { fanOutEvent } from "@/lib/webhooks/fan-out-event";

/**
 * Writes an event to the outbox inside the caller's transaction, so it exists exactly when the
 * change does, together with its webhook deliveries; open streams hear of it once it commits.
 */
export async function recordEvent(
  tx: Tx,
  event: { accountId: string; siteId: string | null; livemode: boolean; type: string; object: unknown },
): Promise<string> {
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
  await fanOutEvent(tx, { id, ...event });
  await announceLiveEvent(tx, id);
  return id;
}
