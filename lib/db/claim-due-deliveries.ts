import { randomBytes } from "node:crypto";

import { runInTransaction } from "./run-in-transaction";
import { defineStatement } from "./sql-builder";
import { transaction } from "./transaction";

const claimDue = defineStatement((q, p: { leaseToken: string; leaseUntil: Date; now: Date; limit: number }, dialect) =>
  q
    .updateTable("WebhookDelivery")
    .set({ leaseToken: p.leaseToken, leaseUntil: p.leaseUntil })
    .where("id", "in", (due) =>
      due
        .selectFrom("WebhookDelivery")
        .select("id")
        .where("status", "=", "pending")
        .where("nextAttemptAt", "<=", p.now)
        .where((eb) => eb.or([eb("leaseUntil", "is", null), eb("leaseUntil", "<", p.now)]))
        .orderBy("nextAttemptAt")
        .limit(p.limit)
        .$if(dialect === "postgresql", (rows) => rows.forUpdate().skipLocked()),
    )
    .returning("id"),
);

/** Deliveries one worker now holds: no other worker sends them until the lease runs out. */
export type DeliveryClaim = { ids: string[]; leaseToken: string; leaseUntil: Date };

/**
 * Claims up to `limit` due webhook deliveries for this worker. On PostgreSQL, `FOR UPDATE SKIP
 * LOCKED` lets many workers claim side by side without ever taking the same row; on SQLite one
 * UPDATE … RETURNING does, since SQLite runs one writer at a time (the write lock is held for that
 * statement alone, not for a read and an update per row).
 * A lease that runs out (its worker died mid-send) makes the delivery claimable again.
 */
export async function claimDueDeliveries(input: { now: Date; leaseMs: number; limit: number }): Promise<DeliveryClaim> {
  const leaseToken = randomBytes(12).toString("base64url");
  const leaseUntil = new Date(input.now.getTime() + input.leaseMs);
  const claim = (ids: string[]): DeliveryClaim => ({ ids, leaseToken, leaseUntil });
  if (input.limit <= 0) return claim([]);
  const rows = await transaction((tx) =>
    runInTransaction(tx, claimDue, { leaseToken, leaseUntil, now: input.now, limit: input.limit }),
  );
  return claim(rows.map((row) => row.id));
}
