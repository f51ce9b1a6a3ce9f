import { newId } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";
import { readEmbedSettings } from "@/lib/sites/site-settings";

import { findCommentRecipients } from "./find-comment-recipients";
import { noticeDueAt } from "./notice-due-at";
import type { ReaderMailConfig } from "./reader-mail-config";

const chunk = 500;

/**
 * Turns one visible comment into one notice per recipient (findCommentRecipients), each due when
 * its subscriber's pace says (noticeDueAt). Nothing for a comment that is no longer visible or on
 * a site that turned reader notifications off. Safe to run again after a crash: recipients that
 * already have their notice are skipped. Answers how many notices were written.
 */
export async function fanOutComment(commentId: string, config: ReaderMailConfig, now = new Date()): Promise<number> {
  const comment = await db().comment.findUnique({
    where: { id: commentId },
    select: {
      id: true,
      threadId: true,
      siteId: true,
      parentId: true,
      authorKind: true,
      authorRef: true,
      content: true,
      status: true,
      livemode: true,
      thread: { select: { site: { select: { embedJson: true } } } },
    },
  });
  if (!comment || comment.status !== "approved" || !comment.livemode) return 0;
  if (!readEmbedSettings(comment.thread.site.embedJson).reader_notifications) return 0;
  const recipients = await findCommentRecipients(comment);
  if (recipients.size === 0) return 0;
  const already = new Set(
    (await db().readerNotice.findMany({ where: { commentId }, select: { subscriberId: true } })).map(
      (row) => row.subscriberId,
    ),
  );
  const rows = [...recipients.values()]
    .filter(({ recipient }) => !already.has(recipient.id))
    .map(({ recipient, reason }) => ({
      id: newId("rnt"),
      subscriberId: recipient.id,
      siteId: comment.siteId,
      commentId,
      reason,
      dueAt: noticeDueAt(recipient, now, config),
      createdAt: now,
    }));
  for (let start = 0; start < rows.length; start += chunk)
    await db().readerNotice.createMany({ data: rows.slice(start, start + chunk) });
  return rows.length;
}
