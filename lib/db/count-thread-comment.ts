import { sql } from "kysely";

import { runInTransaction } from "./run-in-transaction";
import { defineStatement } from "./sql-builder";
import type { Tx } from "./transaction";

const count = defineStatement(
  (q, p: { threadId: string; comments: number; topLevel: number; at: Date; now: Date }, dialect) =>
    q
      .updateTable("Thread")
      .set((eb) => ({
        commentCount: eb("commentCount", "+", p.comments),
        topLevelCount: eb("topLevelCount", "+", p.topLevel),
        // The later of two values: SQLite's two-argument MAX, PostgreSQL's GREATEST.
        lastActivityAt: sql<Date>`${sql.raw(dialect === "sqlite" ? "MAX" : "GREATEST")}(${sql.ref("lastActivityAt")}, ${p.at})`,
        updatedAt: p.now,
      }))
      .where("id", "=", p.threadId)
      .returning("locked"),
);

/**
 * Adds a new comment to its thread's counters and latest activity (never moved back: an imported
 * comment may be older than the thread's newest) in the caller's transaction;
 * returns whether the thread is locked as of this transaction (null when there is no such thread).
 */
export async function countThreadComment(
  tx: Tx,
  input: { threadId: string; comments: number; topLevel: number; at: Date },
): Promise<{ locked: boolean } | null> {
  const [row] = await runInTransaction(tx, count, { ...input, now: new Date() });
  return row ? { locked: Boolean(row.locked) } : null;
}
