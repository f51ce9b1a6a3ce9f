import { db } from "@/lib/db/client";
import { sendMail } from "@/lib/mail/send-mail";

import { composePendingCommentMail } from "./compose-pending-comment-mail";
import { describeMailError } from "./describe-mail-error";
import { isAddressSuppressed } from "./is-address-suppressed";
import { mailNewComment } from "./mail-new-comment";
import { memberReachesSite } from "./member-reaches-site";
import type { NotificationConfig } from "./notification-config";
import { takeEachSlot } from "./take-each-slot";

/**
 * Mails one claimed notice, then marks it sent. A "published" notice (a new visible comment) goes
 * to the members who chose "each" for new comments (mailNewComment). A "held" or "flagged" one goes
 * to every joined member of the account who chose "each" for the queue and whose reach includes the
 * comment's site (past their hourly cap it is folded into a digest instead). Stopped addresses
 * (mail suppressions) get nothing. A comment decided before the worker got to it is mailed to
 * nobody. A failed send is logged and not retried: the comment stays in the queue and in the next
 * digests' counts.
 */
export async function deliverPendingNotice(
  noticeId: string,
  token: string,
  config: NotificationConfig,
): Promise<number> {
  const notice = await db().pendingNotice.findUnique({
    where: { id: noticeId },
    include: { comment: { include: { thread: { include: { site: { select: { name: true } } } } } } },
  });
  if (!notice || notice.claimToken !== token) return 0;
  let sent = 0;
  if (notice.reason === "published") sent = await mailNewComment(notice, config);
  else if (notice.comment.status === "pending") {
    const memberships = await db().membership.findMany({
      where: { accountId: notice.accountId, notifyPending: "each", joinedAt: { not: null } },
      select: { id: true, siteIds: true, member: { select: { email: true } } },
      orderBy: { createdAt: "asc" },
    });
    const { comment } = notice;
    for (const membership of memberships.filter((m) => memberReachesSite(m.siteIds, notice.siteId))) {
      if (await isAddressSuppressed(notice.accountId, membership.member.email)) continue;
      if (!(await takeEachSlot(membership.id, notice.createdAt, { now: new Date(), perHour: config.eachPerHour })))
        continue;
      const mail = composePendingCommentMail(membership.member.email, {
        id: comment.id,
        siteName: comment.thread.site.name,
        threadUrl: comment.thread.url,
        authorName: comment.authorName,
        content: comment.content,
        reason: notice.reason === "flagged" ? "flagged" : "held",
      });
      try {
        await sendMail(mail);
        sent++;
      } catch (error) {
        console.error(
          `notifications: mail about ${comment.id} to membership ${membership.id} failed: ${describeMailError(error)}`,
        );
      }
    }
  }
  await db().pendingNotice.updateMany({
    where: { id: noticeId, claimToken: token },
    data: { sentAt: new Date(), claimToken: null, claimUntil: null },
  });
  return sent;
}
