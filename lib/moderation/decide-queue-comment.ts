import { deleteComment } from "@/lib/comments/delete-comment";
import { findAccountComment } from "@/lib/comments/find-account-comment";
import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";

import { moderateComment } from "./moderate-comment";

/** The decisions the queue offers: the moderator's actions and deletion (final). */
export const queueDecisions = ["approve", "reject", "spam", "delete"] as const;
/** One of the queue's decisions. */
export type QueueDecision = (typeof queueDecisions)[number];

/**
 * Applies one queue decision to a comment the member may moderate (another site's or account's
 * comment is missing) and answers the status it moved from and to; deletion goes through the same
 * delete as `DELETE /v1/comments/{id}`.
 */
export async function decideQueueComment(
  scope: AccountScope,
  input: {
    siteIds: string[];
    commentId: string;
    decision: QueueDecision;
    reason?: string | null;
    actor: string;
  },
) {
  const found = await findAccountComment(scope, input.commentId);
  if (input.siteIds.length && !input.siteIds.includes(found.siteId))
    throw new AppError("comment_not_found", `No comment ${input.commentId} exists.`);
  if (input.decision === "delete") {
    const comment = await deleteComment(scope, { commentId: found.id, actor: input.actor });
    return { id: found.id, from: found.status, to: comment.status };
  }
  const comment = await moderateComment(scope, { ...input, action: input.decision, siteIds: input.siteIds });
  return { id: found.id, from: found.status, to: comment.status };
}
