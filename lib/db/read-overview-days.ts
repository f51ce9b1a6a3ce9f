import { overviewSiteIds, type OverviewScope } from "./overview-scope";
import { readRows } from "./read-rows";
import { defineStatement } from "./sql-builder";

/** One UTC day's live comments by current status (days without comments are absent). */
export type OverviewDay = { day: string; approved: number; pending: number; rejected: number; spam: number };

const days = defineStatement((q, p: OverviewScope & { since: string }) =>
  q
    .selectFrom("SiteDayStat")
    .select((eb) => [
      "day",
      eb.fn.sum<number>("approved").as("approved"),
      eb.fn.sum<number>("pending").as("pending"),
      eb.fn.sum<number>("rejected").as("rejected"),
      eb.fn.sum<number>("spam").as("spam"),
    ])
    .where("siteId", "in", overviewSiteIds(p))
    .where("day", ">=", p.since)
    .groupBy("day")
    .orderBy("day"),
);

/** The comments written on each day since `since` ("YYYY-MM-DD"), by what became of them: from the daily rollup. */
export async function readOverviewDays(scope: OverviewScope, since: string): Promise<OverviewDay[]> {
  const rows = await readRows(days, { ...scope, since });
  return rows.map((row) => ({
    day: row.day,
    approved: Number(row.approved),
    pending: Number(row.pending),
    rejected: Number(row.rejected),
    spam: Number(row.spam),
  }));
}
