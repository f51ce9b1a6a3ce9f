import { sql } from "kysely";

import { overviewSiteIds, type OverviewScope } from "./overview-scope";
import { readRows } from "./read-rows";
import { defineStatement } from "./sql-builder";

const readers = defineStatement((q, p: OverviewScope & { since: string }) =>
  q
    .selectFrom("SiteAuthor")
    .select(sql<number>`COUNT(*)`.as("readers"))
    .where("siteId", "in", overviewSiteIds(p))
    .where("lastDay", ">=", p.since),
);

/**
 * The distinct authors of live comments since `since` ("YYYY-MM-DD", a window that ends today):
 * those whose latest comment falls in it, an index-only count on the authors' rollup. Authors are
 * per site, as readers are: someone who comments on two of the account's sites counts on each.
 */
export async function countOverviewReaders(scope: OverviewScope, since: string): Promise<number> {
  const [row] = await readRows(readers, { ...scope, since });
  return Number(row?.readers ?? 0);
}
