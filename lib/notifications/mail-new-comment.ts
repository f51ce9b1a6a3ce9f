import { db } from "@/lib/db/client";
import { sendMail } from "@/lib/mail/send-mail";

import { composeNewCommentMail } from "./compose-new-comment-mail";
import { describeMailError } from "./describe-mail-error";
import { isAddressSuppressed } from "./is-address-suppressed";
import { memberReachesSite } from "./member-reaches-site";
import type { NotificationConfig } from "./notification-config";
import { takeCommentSlot } from "./take-comment-slot";

/** A "published" notice as the worker reads it, with its comment, thread and site. */
export type PublishedNotice = {
  id: string;
  accountId: string;
  siteId: string;
  createdAt: Date;
  comment: {
    id: string;
    status: string;
    authorName: string;
    content: string;
    thread: { url: string; title: string | null; site: { name: string } };
  };
};

/**
 * Mails one just-published comment to every joined member of the account who chose "each" for new
 * comments and whose reach includes its site (past the hourly cap it is folded into a digest
 * instead), except stopped addresses. A comment no longer visible when the worker gets to it is
 * mailed to nobody. A failed send is logged and not retried. Answers how many mails went out.
 */
export async function mailNewComment(notice: PublishedNotice, config: NotificationConfig): Promise<number> {
  const { comment } = notice;
  if (comment.status !== "approved") return 0;
  const memberships = await db().membership.findMany({
    where: { accountId: notice.accountId, notifyComments: "each", joinedAt: { not: null } },
    select: { id: true, siteIds: true, member: { select: { email: true } } },
    orderBy: { createdAt: "asc" },
  });
  let sent = 0;
  for (const membership of memberships.filter((m) => memberReachesSite(m.siteIds, notice.siteId))) {
    if (await isAddressSuppressed(notice.accountId, membership.member.email)) continue;
    if (!(await takeCommentSlot(membership.id, notice.createdAt, { now: new Date(), perHour: config.eachPerHour })))
      continue;
    const mail = composeNewCommentMail(membership.member.email, {
      id: comment.id,
      siteName: comment.thread.site.name,
      threadUrl: comment.thread.url,
      threadTitle: comment.thread.title,
      authorName: comment.authorName,
      content: comment.content,
    });
    try {
      await sendMail(mail);
      sent++;
    } catch (error) {
      console.error(
        `notifications: mail about new comment ${comment.id} to membership ${membership.id} failed: ${describeMailError(error)}`,
      );
    }
  }
  return sent;
}
