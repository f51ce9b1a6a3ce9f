import { AppError } from "@/lib/core/app-error";
import { newId } from "@/lib/core/new-id";
import type { CommentRow } from "@/lib/db/model-types";
import type { Tx } from "@/lib/db/transaction";
import { noteCommentVisible } from "@/lib/notifications/note-comment-visible";
import { forgetSiteSpamWeights } from "@/lib/screening/forget-site-spam-weights";
import { recordSpamLabel } from "@/lib/screening/record-spam-label";

import type { CommentStatus } from "./comment-schemas";
import { commentTransitions, type StatusChange } from "./comment-transitions";
import { propagateCommentListing } from "./propagate-comment-listing";

const maxAttempts = 5;

async function targetOf(tx: Tx, row: CommentRow, change: StatusChange, undoOf?: string): Promise<CommentStatus> {
  const rule = commentTransitions[change];
  if (!rule.from.includes(row.status as CommentStatus)) {
    throw new AppError(
      "invalid_transition",
      `"${change}" does not apply to a ${row.status} comment; it applies to ${rule.from.join(", ")} comments.`,
    );
  }
  if (rule.to === "undone") {
    const last = await tx.moderationAction.findFirst({
      where: { commentId: row.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    if (!last || last.id !== undoOf || last.toStatus !== row.status)
      throw new AppError("undo_not_allowed", "The comment changed since that decision; it can no longer be undone.");
    return last.fromStatus as CommentStatus;
  }
  if (rule.to !== "previous") return rule.to;
  const removal = await tx.moderationAction.findFirst({
    where: { commentId: row.id, toStatus: row.status },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return removal?.fromStatus === "approved" ? "approved" : "pending";
}

/**
 * Moves a comment to the status a change leads to, inside the caller's transaction: checks the
 * transition, keeps the thread's counts, the parents' reply counts and the listing exact, erases a
 * deleted comment's content, and records who did it in the moderation history.
 */
export async function changeCommentStatus(
  tx: Tx,
  commentId: string,
  change: StatusChange,
  log: { actor: string; reason?: string | null; undoOf?: string },
): Promise<{ row: CommentRow; from: CommentStatus }> {
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const current = await tx.comment.findUniqueOrThrow({ where: { id: commentId } });
    const from = current.status as CommentStatus;
    const to = await targetOf(tx, current, change, log.undoOf);
    const data =
      to === "deleted"
        ? { status: to, content: "", contentHtml: "", spamReasons: null, textHash: null, deletedAt: new Date() }
        : { status: to, listed: to === "approved" };
    // Compare-and-set on the status: a concurrent change makes this match nothing, and we start over.
    const { count } = await tx.comment.updateMany({ where: { id: commentId, status: from }, data });
    if (count === 0) continue;
    let row = await tx.comment.findUniqueOrThrow({ where: { id: commentId } });
    if (to === "deleted" && row.listed !== row.replyCount > 0) {
      row = await tx.comment.update({ where: { id: commentId }, data: { listed: row.replyCount > 0 } });
    }
    const wasListed = from === "approved";
    const topLevelDelta = row.listed === wasListed ? 0 : await propagateCommentListing(tx, row, row.listed);
    const approvedDelta = Number(to === "approved") - Number(from === "approved");
    if (topLevelDelta !== 0 || approvedDelta !== 0) {
      await tx.thread.update({
        where: { id: row.threadId },
        data: { commentCount: { increment: approvedDelta }, topLevelCount: { increment: topLevelDelta } },
      });
    }
    await tx.moderationAction.create({
      data: {
        id: newId("mod"),
        commentId,
        action: change,
        fromStatus: from,
        toStatus: to,
        actor: log.actor,
        reason: log.reason ?? null,
      },
    });
    if (to === "approved" && row.livemode) {
      const { accountId } = await tx.site.findUniqueOrThrow({ where: { id: row.siteId }, select: { accountId: true } });
      await noteCommentVisible(tx, { accountId, siteId: row.siteId, commentId, livemode: true });
    }
    // A person's decision teaches the site's spam filter; the automatic rules' own do not.
    if (log.actor !== "system" && (await recordSpamLabel(tx, row, { change, from, to })))
      forgetSiteSpamWeights(row.siteId);
    return { row, from };
  }
  throw new AppError("conflict", "The comment kept changing while this request ran; try again.");
}
