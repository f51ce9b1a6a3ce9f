import { db } from "@/lib/db/client";

import { noticeRetentionMs } from "./find-digest-candidates";
import { memberReachesSite } from "./member-reaches-site";
import type { NotificationConfig } from "./notification-config";

const hourMs = 3_600_000;

/** A membership a digest of new comments may be due to, as read (the claim compares these values). */
export type CommentsDigestCandidate = {
  id: string;
  accountId: string;
  siteIds: string;
  notifyComments: string;
  lastCommentsDigestAt: Date | null;
  email: string;
  /** "published" notices after this moment go into the digest. */
  since: Date;
};

/**
 * Joined members due a digest of new comments that has something in it: "daily" members whose last
 * one is at least the interval ago (COMMENTS_DIGEST_INTERVAL_SECONDS), and "each" members folded
 * past their hourly cap once the hour is over (or the fold is an hour old); only those with a
 * "published" notice on a site in their reach since then.
 */
export async function findCommentsDigestCandidates(
  now: Date,
  config: NotificationConfig,
): Promise<CommentsDigestCandidate[]> {
  const horizon = new Date(now.getTime() - noticeRetentionMs);
  const hourAgo = new Date(now.getTime() - hourMs);
  const latest = await db().pendingNotice.groupBy({
    by: ["accountId", "siteId"],
    where: { reason: "published", createdAt: { gt: horizon, lte: now } },
    _max: { createdAt: true },
  });
  if (latest.length === 0) return [];
  const memberships = await db().membership.findMany({
    where: {
      accountId: { in: [...new Set(latest.map((row) => row.accountId))] },
      joinedAt: { not: null },
      OR: [
        {
          notifyComments: "daily",
          OR: [
            { lastCommentsDigestAt: null },
            { lastCommentsDigestAt: { lte: new Date(now.getTime() - config.commentsDigestIntervalMs) } },
          ],
        },
        {
          notifyComments: "each",
          lastCommentsDigestAt: { not: null },
          OR: [
            { lastCommentsDigestAt: { lte: hourAgo } },
            { eachWindowStart: null },
            { eachWindowStart: { lte: hourAgo } },
          ],
        },
      ],
    },
    select: {
      id: true,
      accountId: true,
      siteIds: true,
      notifyComments: true,
      lastCommentsDigestAt: true,
      member: { select: { email: true } },
    },
  });
  const candidates: CommentsDigestCandidate[] = [];
  for (const { member, ...membership } of memberships) {
    const from =
      membership.notifyComments === "each"
        ? new Date(membership.lastCommentsDigestAt!.getTime() - 1)
        : (membership.lastCommentsDigestAt ?? new Date(now.getTime() - config.commentsDigestIntervalMs));
    const since = from > horizon ? from : horizon;
    const due = latest.some(
      (row) =>
        row.accountId === membership.accountId &&
        row._max.createdAt! > since &&
        memberReachesSite(membership.siteIds, row.siteId),
    );
    if (due) candidates.push({ ...membership, email: member.email, since });
  }
  return candidates;
}
