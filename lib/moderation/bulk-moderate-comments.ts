import type { CommentView } from "@/lib/comments/comment-schemas";
import type { ModerationActionName } from "@/lib/comments/comment-transitions";
import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";

import { moderateComment } from "./moderate-comment";

/** The outcome for one comment of a bulk action. */
export type BulkResult =
  | { comment_id: string; ok: true; comment: CommentView }
  | { comment_id: string; ok: false; error: { code: string; detail: string } };

/**
 * Applies one action to up to 100 comments, each in its own transaction, in the order given: one
 * comment that cannot take the action (unknown, wrong status) does not hold back the others.
 */
export async function bulkModerateComments(
  scope: AccountScope,
  input: {
    commentIds: string[];
    action: ModerationActionName;
    reason?: string | null;
    actor: string;
  },
) {
  const results: BulkResult[] = [];
  for (const commentId of input.commentIds) {
    try {
      const comment = await moderateComment(scope, { ...input, commentId });
      results.push({ comment_id: commentId, ok: true, comment });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ comment_id: commentId, ok: false, error: { code: error.code, detail: error.detail } });
    }
  }
  const succeeded = results.filter((result) => result.ok).length;
  return { action: input.action, succeeded, failed: results.length - succeeded, results };
}
