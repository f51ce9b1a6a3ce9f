import { changeCommentStatus } from "@/lib/comments/change-comment-status";
import type { CommentView } from "@/lib/comments/comment-schemas";
import { findAccountComment } from "@/lib/comments/find-account-comment";
import { recordCommentEvent } from "@/lib/comments/record-comment-event";
import { serializeComment } from "@/lib/comments/serialize-comment";
import type { CommentScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { newId } from "@/lib/core/new-id";
import { retryOnUniqueViolation } from "@/lib/db/retry-on-unique-violation";
import { transaction } from "@/lib/db/transaction";
import { queuePendingNotice } from "@/lib/notifications/queue-pending-notice";
import { readSiteSettings } from "@/lib/sites/site-settings";

/**
 * Records a reader's flag (one per reader and comment; flagging again changes nothing) and writes
 * `comment.flagged`. The flag that brings an approved comment to the site's threshold sends it back
 * to `pending`, unless a moderator has approved or restored it before: a moderator's decision stands.
 */
export async function flagComment(
  scope: CommentScope,
  input: {
    commentId: string;
    voterKey: string;
    reason: string;
  },
): Promise<CommentView> {
  const found = await findAccountComment(scope, input.commentId);
  if (found.status === "deleted") {
    throw new AppError("comment_deleted", `Comment ${found.id} has been deleted and can no longer be flagged.`);
  }
  const threshold = readSiteSettings(found.thread.site).moderation.flag_threshold;
  const flagOnce = () =>
    transaction(async (tx) => {
      const key = { commentId_voterKey: { commentId: found.id, voterKey: input.voterKey } };
      if (await tx.flag.findUnique({ where: key })) {
        return serializeComment(await tx.comment.findUniqueOrThrow({ where: { id: found.id } }), found.thread);
      }
      await tx.flag.create({
        data: { id: newId("flg"), commentId: found.id, voterKey: input.voterKey, reason: input.reason },
      });
      let row = await tx.comment.update({ where: { id: found.id }, data: { flagCount: { increment: 1 } } });
      if (row.status === "approved" && row.flagCount >= threshold) {
        const approvedByModerator = await tx.moderationAction.findFirst({
          where: { commentId: found.id, action: { in: ["approve", "restore"] } },
          select: { id: true },
        });
        if (!approvedByModerator) {
          const reason = `${row.flagCount} reader flags reached the site's threshold of ${threshold}`;
          row = (await changeCommentStatus(tx, found.id, "flag_threshold", { actor: "system", reason })).row;
          await queuePendingNotice(tx, {
            accountId: found.thread.site.accountId,
            siteId: found.siteId,
            commentId: found.id,
            livemode: row.livemode,
            reason: "flagged",
          });
        }
      }
      return recordCommentEvent(tx, "comment.flagged", row, found.thread);
    });
  return retryOnUniqueViolation(flagOnce);
}
