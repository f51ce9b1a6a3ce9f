import { countThreadComment } from "@/lib/db/count-thread-comment";
import type { CommentRow } from "@/lib/db/model-types";
import type { Tx } from "@/lib/db/transaction";

import { propagateCommentListing } from "./propagate-comment-listing";

/**
 * Counts a just-inserted comment wherever it shows: its parent's listed replies, the thread's
 * counters and latest activity. Only an approved comment is listed and counted. Returns the row as
 * stored and whether the thread is locked, as of this transaction (the caller refuses the comment then).
 */
export async function countNewComment(tx: Tx, row: CommentRow): Promise<{ stored: CommentRow; threadLocked: boolean }> {
  const approved = row.status === "approved";
  // Whatever status the insert chose, `listed` must agree with it before anything is counted.
  const stored =
    row.listed === approved ? row : await tx.comment.update({ where: { id: row.id }, data: { listed: approved } });
  const topLevelDelta = approved ? await propagateCommentListing(tx, row, true) : 0;
  const thread = await countThreadComment(tx, {
    threadId: row.threadId,
    comments: approved ? 1 : 0,
    topLevel: topLevelDelta,
    at: row.createdAt,
  });
  if (!thread) throw new Error(`comment ${row.id} names no thread`);
  return { stored, threadLocked: thread.locked };
}
