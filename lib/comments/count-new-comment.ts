import type { CommentRow } from "@/lib/db/model-types";
import type { Tx } from "@/lib/db/transaction";
import { propagateCommentListing } from "./propagate-comment-listing";

/**
 * Counts a just-inserted comment wherever it shows: its parent's listed replies, the thread's
 * counters and latest activity. Only an approved comment is listed and counted; returns the row as stored.
 */
export async function countNewComment(tx: Tx, row: CommentRow): Promise<CommentRow> {
  const approved = row.status === "approved";
  // Whatever status the insert chose, `listed` must agree with it before anything is counted.
  const stored = row.listed === approved ? row : await tx.comment.update({ where: { id: row.id }, data: { listed: approved } });
  const topLevelDelta = approved ? await propagateCommentListing(tx, row, true) : 0;
  await tx.thread.update({
    where: { id: row.threadId },
    data: {
      commentCount: { increment: approved ? 1 : 0 },
      topLevelCount: { increment: topLevelDelta },
      lastActivityAt: row.createdAt,
    },
  });
  return stored;
}
