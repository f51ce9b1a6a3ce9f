import { changeCommentStatus } from "@/lib/comments/change-comment-status";
import { findAccountComment } from "@/lib/comments/find-account-comment";
import { recordCommentEvent } from "@/lib/comments/record-comment-event";
import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { transaction } from "@/lib/db/transaction";

import type { QueueDecisionResult } from "./decide-queue-comments";

/** How long after a decision its author may undo it. */
export const undoWindowMs = 30_000;

const undoable = ["approve", "reject", "spam", "restore"];
const eventOf: Record<string, string> = {
  approved: "comment.approved",
  rejected: "comment.rejected",
  spam: "comment.spam",
  pending: "comment.restored",
};

async function undoOne(scope: AccountScope, input: { siteIds: string[]; commentId: string; actor: string; now: Date }) {
  const found = await findAccountComment(scope, input.commentId);
  if (input.siteIds.length && !input.siteIds.includes(found.siteId))
    throw new AppError("comment_not_found", `No comment ${input.commentId} exists.`);
  return transaction(async (tx) => {
    const last = await tx.moderationAction.findFirst({
      where: { commentId: found.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    const fresh = last && input.now.getTime() - last.createdAt.getTime() <= undoWindowMs;
    if (!last || last.actor !== input.actor || !undoable.includes(last.action) || !fresh) {
      throw new AppError(
        "undo_not_allowed",
        "Only your own last decision on a comment can be undone, within 30 seconds; deletion is final.",
      );
    }
    const { row, from } = await changeCommentStatus(tx, found.id, "undo", {
      actor: input.actor,
      reason: `undo of ${last.action}`,
      undoOf: last.id,
    });
    await recordCommentEvent(tx, eventOf[row.status] ?? "comment.restored", row, found.thread);
    return { id: found.id, from, to: row.status };
  });
}

/**
 * Undoes the member's own last decision on each comment (at most 100): back to the status it had
 * before, recorded in its history as `undo`. Refused (per comment) when the last action on the
 * comment is someone else's, older than 30 seconds, a deletion, or itself an undo.
 */
export async function undoQueueDecisions(
  scope: AccountScope,
  input: {
    siteIds: string[];
    commentIds: string[];
    actor: string;
    now?: Date;
  },
) {
  const results: QueueDecisionResult[] = [];
  for (const commentId of input.commentIds.slice(0, 100)) {
    try {
      results.push({ ok: true, ...(await undoOne(scope, { ...input, commentId, now: input.now ?? new Date() })) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id: commentId, ok: false, code: error.code, message: error.detail });
    }
  }
  return results;
}
