import { db } from "@/lib/db/client";

import type { DigestContent } from "./compose-digest-mail";
import type { DigestCandidate } from "./find-digest-candidates";
import { pendingReasons } from "./pending-reasons";

const listed = 10;
const counted = 5_000;

/** What a member's digest says: comments that became pending on their sites in (since, until] and are still pending. */
export async function gatherDigest(candidate: DigestCandidate, until: Date): Promise<DigestContent | null> {
  const siteIds = JSON.parse(candidate.siteIds) as string[];
  const notices = await db().pendingNotice.findMany({
    where: {
      accountId: candidate.accountId,
      createdAt: { gt: candidate.since, lte: until },
      reason: { in: [...pendingReasons] },
      ...(siteIds.length ? { siteId: { in: siteIds } } : {}),
      comment: { status: "pending" },
    },
    select: { commentId: true, siteId: true },
    orderBy: { createdAt: "asc" },
    take: counted,
  });
  // A comment held, approved, then flagged back has two notices: it is one comment to decide.
  const comments = new Map(notices.map((notice) => [notice.commentId, notice.siteId]));
  if (comments.size === 0) return null;
  const sites = await db().site.findMany({
    where: { id: { in: [...new Set(comments.values())] } },
    select: { id: true, name: true },
  });
  const siteName = new Map(sites.map((site) => [site.id, site.name]));
  const perSite = new Map<string, number>();
  for (const siteId of comments.values()) perSite.set(siteId, (perSite.get(siteId) ?? 0) + 1);
  const firstIds = [...comments.keys()].slice(0, listed);
  const rows = await db().comment.findMany({
    where: { id: { in: firstIds } },
    select: { id: true, siteId: true, authorName: true, content: true },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    total: comments.size,
    perSite: [...perSite].map(([siteId, count]) => ({ siteName: siteName.get(siteId) ?? siteId, count })),
    first: firstIds.flatMap((id) => {
      const row = byId.get(id);
      return row
        ? [{ id, siteName: siteName.get(row.siteId) ?? row.siteId, authorName: row.authorName, content: row.content }]
        : [];
    }),
  };
}
