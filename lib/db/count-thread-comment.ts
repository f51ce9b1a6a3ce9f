import { sql } from "kysely";

import { runInTransaction } from "./run-in-transaction";
import type { Tx } from "./transaction";

/**
 * Adds a new comment to its thread's counters and latest activity (never moved back: an imported
 * comment may be older than the thread's newest) in the caller's transaction;
 * returns whether the thread is locked as of this transaction (null when there is no such thread).
 */
export async function countThreadComment(
  tx: Tx,
  input: { threadId: string; comments: number; topLevel: number; at: Date },
): Promise<{ locked: boolean } | null> {
  const [row] = await runInTransaction(tx, (q, dialect) =>
    q
      .updateTable("Thread")
      .set((eb) => ({
        commentCount: eb("commentCount", "+", input.comments),
        topLevelCount: eb("topLevelCount", "+", input.topLevel),
        // The later of two values: SQLite's two-argument MAX, PostgreSQL's GREATEST.
        lastActivityAt: sql<Date>`${sql.raw(dialect === "sqlite" ? "MAX" : "GREATEST")}(${sql.ref("lastActivityAt")}, ${input.at})`,
        updatedAt: new Date(),
      }))
      .where("id", "=", input.threadId)
      .returning("locked"),
  );
  return row ? { locked: Boolean(row.locked) } : null;
}
