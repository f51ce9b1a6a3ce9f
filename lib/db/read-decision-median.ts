import { overviewSiteIds, type OverviewScope } from "./overview-scope";
import { readRows } from "./read-rows";
import { defineStatement } from "./sql-builder";

const count = defineStatement((q, p: OverviewScope & { since: string }) =>
  q
    .selectFrom("CommentDecision")
    .select((eb) => eb.fn.countAll<number>().as("decisions"))
    .where("siteId", "in", overviewSiteIds(p))
    .where("day", ">=", p.since),
);

const middle = defineStatement((q, p: OverviewScope & { since: string; skip: number; take: number }) =>
  q
    .selectFrom("CommentDecision")
    .select("seconds")
    .where("siteId", "in", overviewSiteIds(p))
    .where("day", ">=", p.since)
    .orderBy("seconds")
    .limit(p.take)
    .offset(p.skip),
);

/**
 * The median of the seconds from a comment's writing to its first decision by a member or an API
 * key, over the decisions made since `since` ("YYYY-MM-DD"); null when there were none. Exact: the
 * middle one (or the mean of the middle two) of the decisions' rollup, sorted.
 */
export async function readDecisionMedian(scope: OverviewScope, since: string): Promise<number | null> {
  const [counted] = await readRows(count, { ...scope, since });
  const decisions = Number(counted?.decisions ?? 0);
  if (decisions === 0) return null;
  const take = decisions % 2 === 0 ? 2 : 1;
  const rows = await readRows(middle, { ...scope, since, skip: Math.floor((decisions - 1) / 2), take });
  return rows.reduce((sum, row) => sum + Number(row.seconds), 0) / rows.length;
}
