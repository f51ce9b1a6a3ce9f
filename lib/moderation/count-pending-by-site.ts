import { db } from "@/lib/db/client";

/** How many live comments wait for a moderator on each of the account's sites (only sites with some appear). */
export async function countPendingBySite(accountId: string): Promise<Map<string, number>> {
  const groups = await db().comment.groupBy({
    by: ["siteId"],
    where: { livemode: true, status: "pending", thread: { site: { accountId } } },
    _count: { _all: true },
  });
  return new Map(groups.map((group) => [group.siteId, group._count._all]));
}
