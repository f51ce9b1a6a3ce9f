import { db } from "@/lib/db/client";

import { memberReachesSite } from "./member-reaches-site";
import type { NotificationConfig } from "./notification-config";
import { pendingReasons } from "./pending-reasons";

const hourMs = 3_600_000;
/** Sent notices are kept this long; a digest never looks further back. */
export const noticeRetentionMs = 7 * 24 * hourMs;

/** A membership a digest may be due to, as read (the claim compares these values). */
export type DigestCandidate = {
  id: string;
  accountId: string;
  siteIds: string;
  notifyPending: string;
  lastDigestAt: Date | null;
  foldedSince: Date | null;
  email: string;
  /** Notices after this moment (or at it, when folded) go into the digest. */
  since: Date;
};

/**
 * Joined members due a digest that has something in it: "hourly" members whose last digest is at
 * least the digest interval ago, and "each" members folded past their cap once that hour is over;
 * only those with a notice on a site in their reach since their last digest (or since folding).
 */
export async function findDigestCandidates(now: Date, config: NotificationConfig): Promise<DigestCandidate[]> {
  const horizon = new Date(now.getTime() - noticeRetentionMs);
  const latest = await db().pendingNotice.groupBy({
    by: ["accountId", "siteId"],
    where: { createdAt: { gt: horizon, lte: now }, reason: { in: [...pendingReasons] } },
    _max: { createdAt: true },
  });
  if (latest.length === 0) return [];
  const memberships = await db().membership.findMany({
    where: {
      accountId: { in: [...new Set(latest.map((row) => row.accountId))] },
      joinedAt: { not: null },
      OR: [
        {
          notifyPending: "hourly",
          OR: [{ lastDigestAt: null }, { lastDigestAt: { lte: new Date(now.getTime() - config.digestIntervalMs) } }],
        },
        {
          notifyPending: "each",
          foldedSince: { not: null },
          OR: [{ eachWindowStart: null }, { eachWindowStart: { lte: new Date(now.getTime() - hourMs) } }],
        },
      ],
    },
    select: {
      id: true,
      accountId: true,
      siteIds: true,
      notifyPending: true,
      lastDigestAt: true,
      foldedSince: true,
      member: { select: { email: true } },
    },
  });
  const candidates: DigestCandidate[] = [];
  for (const { member, ...membership } of memberships) {
    const from =
      membership.notifyPending === "each"
        ? new Date(membership.foldedSince!.getTime() - 1)
        : (membership.lastDigestAt ?? new Date(now.getTime() - config.digestIntervalMs));
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
