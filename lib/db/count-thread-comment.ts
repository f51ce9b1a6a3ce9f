import { runInTransaction } from "./run-in-transaction";
import type { Tx } from "./transaction";

const update = {
  sqlite: `UPDATE "Thread" SET "commentCount" = "commentCount" + ?, "topLevelCount" = "topLevelCount" + ?, "lastActivityAt" = MAX("lastActivityAt", ?), "updatedAt" = ?
    WHERE "id" = ? RETURNING "locked"`,
  postgresql: `UPDATE "Thread" SET "commentCount" = "commentCount" + $1::integer, "topLevelCount" = "topLevelCount" + $2::integer,
    "lastActivityAt" = GREATEST("lastActivityAt", $3::timestamp(3)), "updatedAt" = $4::timestamp(3) WHERE "id" = $5 RETURNING "locked"`,
};

/**
 * Adds a new comment to its thread's counters and latest activity (never moved back: an imported
 * comment may be older than the thread's newest) in the caller's transaction;
 * returns whether the thread is locked as of this transaction (null when there is no such thread).
 */
export async function countThreadComment(
  tx: Tx,
  input: { threadId: string; comments: number; topLevel: number; at: Date },
): Promise<{ locked: boolean } | null> {
  const [row] = await runInTransaction<{ locked: boolean | number }>(tx, update, [
    input.comments,
    input.topLevel,
    input.at,
    new Date(),
    input.threadId,
  ]);
  return row ? { locked: Boolean(row.locked) } : null;
}
