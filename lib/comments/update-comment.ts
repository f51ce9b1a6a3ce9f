import type { CommentScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { transaction } from "@/lib/db/transaction";

import { checkReaderMayChange } from "./check-reader-may-change";
import type { CommentView } from "./comment-schemas";
import { findAccountComment } from "./find-account-comment";
import { recordCommentEvent } from "./record-comment-event";
import { renderCommentHtml } from "./render-comment-html";
import { serializeComment } from "./serialize-comment";

function deletedError(commentId: string) {
  return new AppError("comment_deleted", `Comment ${commentId} has been deleted and can no longer change.`);
}

/** Changes a comment's content (readers: their own, within the edit window) (re-rendered, `edited_at` set) and writes `comment.updated`; the same content changes nothing. */
export async function updateComment(
  scope: CommentScope,
  input: {
    commentId: string;
    content: string;
    now?: Date;
  },
): Promise<CommentView> {
  const found = await findAccountComment(scope, input.commentId);
  if (found.status === "deleted") throw deletedError(found.id);
  checkReaderMayChange(scope, found, input.now ?? new Date());
  if (found.content === input.content) return serializeComment(found, found.thread);
  return transaction(async (tx) => {
    const { count } = await tx.comment.updateMany({
      where: { id: found.id, status: { not: "deleted" } },
      data: { content: input.content, contentHtml: renderCommentHtml(input.content), editedAt: new Date() },
    });
    if (count === 0) throw deletedError(found.id);
    const row = await tx.comment.findUniqueOrThrow({ where: { id: found.id } });
    return recordCommentEvent(tx, "comment.updated", row, found.thread);
  });
}
