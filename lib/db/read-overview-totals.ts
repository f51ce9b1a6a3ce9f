import { sql } from "kysely";

import { overviewSiteIds, type OverviewScope } from "./overview-scope";
import { readRows } from "./read-rows";
import { defineStatement } from "./sql-builder";

const totals = defineStatement((q, p: OverviewScope & { since: string }) =>
  q
    .selectFrom("SiteDayStat")
    .select([
      sql<number>`SUM("approved" + "pending" + "rejected" + "spam" + "deleted")`.as("comments"),
      sql<number>`SUM("pending")`.as("pending"),
      sql<number>`SUM(CASE WHEN "day" >= ${p.since} THEN "approved" + "pending" + "rejected" + "spam" + "deleted" ELSE 0 END)`.as(
        "recent",
      ),
    ])
    .where("siteId", "in", overviewSiteIds(p)),
);

/**
 * Live comments ever written in scope, those waiting for a moderator now, and those written since
 * `since` ("YYYY-MM-DD"): sums over the daily rollup, a few hundred rows at most per site a year.
 */
export async function readOverviewTotals(
  scope: OverviewScope,
  since: string,
): Promise<{ comments: number; pending: number; recent: number }> {
  const [row] = await readRows(totals, { ...scope, since });
  return { comments: Number(row?.comments ?? 0), pending: Number(row?.pending ?? 0), recent: Number(row?.recent ?? 0) };
}
