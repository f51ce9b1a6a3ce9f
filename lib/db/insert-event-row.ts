import type { EventRow } from "./model-types";
import { runInTransaction } from "./run-in-transaction";
import { defineStatement } from "./sql-builder";
import type { Tx } from "./transaction";

// Named one by one: an object wider than the row would otherwise become unknown columns.
const insert = defineStatement((q, p: EventRow) =>
  q.insertInto("Event").values({
    id: p.id,
    accountId: p.accountId,
    siteId: p.siteId,
    livemode: p.livemode,
    type: p.type,
    payload: p.payload,
    createdAt: p.createdAt,
  }),
);

/** Writes an outbox event's row in the caller's transaction (a fixed statement: every change writes one). */
export async function insertEventRow(tx: Tx, event: EventRow): Promise<void> {
  await runInTransaction(tx, insert, event);
}
