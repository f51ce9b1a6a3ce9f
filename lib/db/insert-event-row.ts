import type { EventRow } from "./model-types";
import { runInTransaction } from "./run-in-transaction";
import type { Tx } from "./transaction";

/** Writes an outbox event's row in the caller's transaction (a fixed statement: every change writes one). */
export async function insertEventRow(tx: Tx, event: EventRow): Promise<void> {
  const { id, accountId, siteId, livemode, type, payload, createdAt } = event;
  // Named one by one: an object wider than the row would otherwise become unknown columns.
  await runInTransaction(tx, (q) =>
    q.insertInto("Event").values({ id, accountId, siteId, livemode, type, payload, createdAt }),
  );
}
