import { planOf } from "@/lib/core/plans";
import { db } from "@/lib/db/client";
import { readOverviewTotals } from "@/lib/db/read-overview-totals";

/** One meter of a plan: what is used against the plan's limit (null: no limit). */
export type UsageRow = { key: "sites" | "members" | "comments"; label: string; used: number; limit: number | null };

/**
 * What the account uses of its plan: sites, members (invitations included: each takes a seat once
 * accepted) and live comments written this calendar month (UTC), the last from the daily rollup.
 * Limits the plan table does not have yet are null.
 */
export async function getPlanUsage(accountId: string, plan: string, now = new Date()): Promise<UsageRow[]> {
  const monthStart = `${now.toISOString().slice(0, 7)}-01`;
  const [sites, members, totals] = await Promise.all([
    db().site.count({ where: { accountId } }),
    db().membership.count({ where: { accountId } }),
    readOverviewTotals({ accountId, siteId: "" }, monthStart),
  ]);
  return [
    { key: "sites", label: "Sites", used: sites, limit: planOf(plan).maxSites },
    { key: "members", label: "Members", used: members, limit: null },
    { key: "comments", label: "Comments this month", used: totals.recent, limit: null },
  ];
}
