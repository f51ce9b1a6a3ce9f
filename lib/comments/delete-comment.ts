import type { CommentScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { transaction } from "@/lib/db/transaction";

import { changeCommentStatus } from "./change-comment-status";
import { checkReaderMayChange } from "./check-reader-may-change";
import type { CommentView } from "./comment-schemas";
import { findAccountComment } from "./find-account-comment";
import { recordCommentEvent } from "./record-comment-event";
import { serializeComment } from "./serialize-comment";

/**
 * Deletes a comment: its content is erased and its status becomes `deleted`. With listed replies it
 * stays in lists as a placeholder so they keep their place; without, it leaves them. Deleting a
 * deleted comment changes nothing and writes no event. Readers may delete their own, within the edit window.
 */
export async function deleteComment(
  scope: CommentScope,
  input: {
    commentId: string;
    actor: string;
    now?: Date;
  },
): Promise<CommentView> {
  const found = await findAccountComment(scope, input.commentId);
  if (found.status === "deleted") return serializeComment(found, found.thread);
  checkReaderMayChange(scope, found, input.now ?? new Date());
  try {
    return await transaction(async (tx) => {
      const current = await tx.comment.findUniqueOrThrow({ where: { id: found.id } });
      if (current.status === "deleted") return serializeComment(current, found.thread);
      const { row } = await changeCommentStatus(tx, found.id, "delete", { actor: input.actor });
      return recordCommentEvent(tx, "comment.deleted", row, found.thread);
    });
  } catch (error) {
    // Two deletions at once: the one that lost the race finds it deleted, which is what it wanted.
    if (!(error instanceof AppError && error.code === "invalid_transition")) throw error;
    const now = await findAccountComment(scope, input.commentId);
    if (now.status !== "deleted") throw error;
    return serializeComment(now, now.thread);
  }
}
