import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";

import { decideQueueComment, type QueueDecision } from "./decide-queue-comment";

/** The outcome of a decision for one comment of a batch. */
export type QueueDecisionResult =
  { id: string; ok: true; from: string; to: string } | { id: string; ok: false; code: string; message: string };

/**
 * Applies one decision to a batch of comments (at most 100), each in its own transaction: a comment
 * that cannot take it (already decided, out of reach) is reported and does not hold back the others.
 */
export async function decideQueueComments(
  scope: AccountScope,
  input: {
    siteIds: string[];
    commentIds: string[];
    decision: QueueDecision;
    reason?: string | null;
    actor: string;
  },
) {
  const results: QueueDecisionResult[] = [];
  for (const commentId of input.commentIds.slice(0, 100)) {
    try {
      results.push({ ok: true, ...(await decideQueueComment(scope, { ...input, commentId })) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id: commentId, ok: false, code: error.code, message: error.detail });
    }
  }
  return results;
}
