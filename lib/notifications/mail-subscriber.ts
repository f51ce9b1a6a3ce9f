import { db } from "@/lib/db/client";
import { sendMail } from "@/lib/mail/send-mail";
import { readSiteSettings } from "@/lib/sites/site-settings";

import { composeReaderMail, type ReaderMailItem } from "./compose-reader-mail";
import { describeMailError } from "./describe-mail-error";
import { isAddressSuppressed } from "./is-address-suppressed";
import { issueMailToken } from "./issue-mail-token";
import { mailLinks } from "./mail-links";
import type { ReaderMailConfig } from "./reader-mail-config";
import type { NoticeReason } from "./recipient";

const maxListed = 25;
const dayMs = 86_400_000;
const retryMs = 60_000;

/** Marks notices done with an outcome. */
async function settle(ids: string[], outcome: "sent" | "skipped", at: Date) {
  if (ids.length > 0) await db().readerNotice.updateMany({ where: { id: { in: ids } }, data: { sentAt: at, outcome } });
}

/**
 * Mails one claimed subscriber everything unsent for them in one mail (one notification, a group,
 * or a digest), then marks it sent. Skips (and marks) notices whose comment is no longer visible or
 * whose thread the subscriber muted, and everything when the address stopped mail, chose "never",
 * or is suppressed; past the daily cap, postpones to the cap's day end, where it goes as a digest.
 * Answers whether a mail went out.
 */
export async function mailSubscriber(subscriberId: string, token: string, config: ReaderMailConfig): Promise<boolean> {
  const now = new Date();
  const subscriber = await db().subscriber.findUnique({
    where: { id: subscriberId },
    include: {
      site: { select: { name: true, accountId: true, themeJson: true, embedJson: true, moderationJson: true } },
    },
  });
  if (!subscriber || subscriber.claimToken !== token) return false;
  const release = (data: object = {}) =>
    db().subscriber.updateMany({
      where: { id: subscriberId, claimToken: token },
      data: { claimToken: null, claimUntil: null, ...data },
    });
  const notices = await db().readerNotice.findMany({
    where: { subscriberId, sentAt: null },
    orderBy: { createdAt: "asc" },
    include: {
      comment: {
        select: {
          id: true,
          status: true,
          authorName: true,
          content: true,
          contentHtml: true,
          threadId: true,
          thread: { select: { url: true, title: true } },
        },
      },
    },
  });
  const settings = readSiteSettings(subscriber.site);
  const blocked =
    subscriber.stoppedAt !== null ||
    subscriber.confirmedAt === null ||
    subscriber.frequency === "never" ||
    !settings.embed.reader_notifications ||
    (await isAddressSuppressed(subscriber.site.accountId, subscriber.email));
  const muted = new Set(
    (await db().watch.findMany({ where: { subscriberId, kind: "mute" }, select: { threadId: true } })).map(
      (w) => w.threadId,
    ),
  );
  const live = blocked ? [] : notices.filter((n) => n.comment.status === "approved" && !muted.has(n.comment.threadId));
  const dropped = notices.filter((n) => !live.includes(n)).map((n) => n.id);
  await settle(dropped, "skipped", now);
  if (live.length === 0) {
    await release();
    return false;
  }

  const windowOpen = subscriber.windowStart && subscriber.windowStart.getTime() + dayMs > now.getTime();
  const capped = subscriber.frequency === "each" && windowOpen && subscriber.sentInWindow >= config.dailyCap;
  if (capped && subscriber.windowStart!.getTime() + dayMs > now.getTime()) {
    // Over the day's cap: everything waits for the day's end and goes then as one digest.
    await db().readerNotice.updateMany({
      where: { id: { in: live.map((n) => n.id) } },
      data: { dueAt: new Date(subscriber.windowStart!.getTime() + dayMs) },
    });
    await release();
    return false;
  }

  const threads = new Set(live.map((n) => n.comment.threadId));
  const unsubscribe = await issueMailToken({
    subscriberId,
    purpose: "unsubscribe",
    threadId: threads.size === 1 ? [...threads][0] : null,
    expiresAt: new Date(now.getTime() + config.unsubscribeTtlMs),
  });
  const links = mailLinks(unsubscribe);
  const items: ReaderMailItem[] = live.slice(0, maxListed).map((n) => ({
    commentId: n.comment.id,
    reason: n.reason as NoticeReason,
    authorName: n.comment.authorName,
    content: n.comment.content,
    contentHtml: n.comment.contentHtml,
    threadUrl: n.comment.thread.url,
    pageTitle: n.comment.thread.title,
  }));
  // A daily reader's mail is a digest; so is an "each" reader's mail of what the day's cap held back.
  const digest =
    subscriber.frequency === "daily" ||
    live.some((n) => n.dueAt.getTime() - n.createdAt.getTime() > config.groupMs + 1000);
  try {
    await sendMail(
      composeReaderMail({
        to: subscriber.email,
        site: { name: subscriber.site.name, accentColor: settings.theme.accent_color, locale: settings.theme.locale },
        items,
        more: live.length - items.length,
        digest,
        unsubscribeUrl: links.page,
        oneClickUrl: links.oneClick,
      }),
    );
  } catch (error) {
    console.error(`reader mail: mail to subscriber ${subscriberId} failed: ${describeMailError(error)}`);
    await db().readerNotice.updateMany({
      where: { id: { in: live.map((n) => n.id) } },
      data: { dueAt: new Date(now.getTime() + retryMs) },
    });
    await release();
    return false;
  }
  await settle(
    live.map((n) => n.id),
    "sent",
    new Date(),
  );
  await release({
    lastMailAt: now,
    ...(windowOpen ? { sentInWindow: { increment: 1 } } : { windowStart: now, sentInWindow: 1 }),
  });
  return true;
}
