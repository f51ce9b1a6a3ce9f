import { db } from "@/lib/db/client";

/**
 * The published comments of each of the account's sites, live mode only: the sum of the counts
 * each thread keeps, so listing sites never counts comment rows. Sites without threads are absent.
 */
export async function countSiteComments(accountId: string, siteIds: string[]): Promise<Map<string, number>> {
  if (siteIds.length === 0) return new Map();
  const rows = await db().thread.groupBy({
    by: ["siteId"],
    // The account condition keeps another account's site id out even if one slipped into the list.
    where: { siteId: { in: siteIds }, livemode: true, site: { accountId } },
    _sum: { commentCount: true },
  });
  return new Map(rows.map((row) => [row.siteId, row._sum.commentCount ?? 0]));
}
