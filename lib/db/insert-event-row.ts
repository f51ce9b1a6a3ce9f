import type { EventRow } from "./model-types";
import { runInTransaction } from "./run-in-transaction";
import type { Tx } from "./transaction";

/** Writes an outbox event's row in the caller's transaction (a fixed statement: every change writes one). */
export async function insertEventRow(tx: Tx, event: EventRow): Promise<void> {
  await runInTransaction(tx, (q) => q.insertInto("Event").values(event));
}
