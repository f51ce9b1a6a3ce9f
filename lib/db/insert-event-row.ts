import type { EventRow } from "./model-types";
import { runInTransaction } from "./run-in-transaction";
import type { Tx } from "./transaction";

const insert = {
  sqlite: `INSERT INTO "Event" ("id", "accountId", "siteId", "livemode", "type", "payload", "createdAt") VALUES (?, ?, ?, ?, ?, ?, ?)`,
  postgresql: `INSERT INTO "Event" ("id", "accountId", "siteId", "livemode", "type", "payload", "createdAt")
    VALUES ($1, $2, $3, $4::boolean, $5, $6, $7::timestamp(3))`,
};

/** Writes an outbox event's row in the caller's transaction (a fixed statement: every change writes one). */
export async function insertEventRow(tx: Tx, event: EventRow): Promise<void> {
  await runInTransaction(tx, insert, [
    event.id,
    event.accountId,
    event.siteId,
    event.livemode,
    event.type,
    event.payload,
    event.createdAt,
  ]);
}
