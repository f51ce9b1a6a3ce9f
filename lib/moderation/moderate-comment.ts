import { changeCommentStatus } from "@/lib/comments/change-comment-status";
import type { CommentView } from "@/lib/comments/comment-schemas";
import { transitionEvents, type ModerationActionName } from "@/lib/comments/comment-transitions";
import { findAccountComment } from "@/lib/comments/find-account-comment";
import { recordCommentEvent } from "@/lib/comments/record-comment-event";
import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { transaction } from "@/lib/db/transaction";
import { settleIdempotentRequest } from "@/lib/idempotency/settle-idempotent-request";

/**
 * Applies a moderator's action to one comment, with its counts, history entry and event in one
 * transaction. `siteIds` (a dashboard moderator limited to some sites) makes any other site's
 * comment missing, like another account's.
 */
export async function moderateComment(
  scope: AccountScope,
  input: {
    commentId: string;
    action: ModerationActionName;
    reason?: string | null;
    actor: string;
    siteIds?: string[];
    /** The result is the request's whole answer (not one of a bulk's): kept with the change under an Idempotency-Key. */
    answersRequest?: boolean;
  },
): Promise<CommentView> {
  const found = await findAccountComment(scope, input.commentId);
  if (input.siteIds?.length && !input.siteIds.includes(found.siteId)) {
    throw new AppError("comment_not_found", `No comment ${input.commentId} exists.`);
  }
  return transaction(async (tx) => {
    const { row } = await changeCommentStatus(tx, found.id, input.action, { actor: input.actor, reason: input.reason });
    const comment = await recordCommentEvent(tx, transitionEvents[input.action], row, found.thread);
    if (input.answersRequest) await settleIdempotentRequest(tx, 200, comment);
    return comment;
  });
}
