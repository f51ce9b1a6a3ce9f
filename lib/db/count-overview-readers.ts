import { sql } from "kysely";

import { overviewSiteIds, type OverviewScope } from "./overview-scope";
import { readRows } from "./read-rows";
import { defineStatement } from "./sql-builder";

const readers = defineStatement((q, p: OverviewScope & { since: string }) =>
  q
    .selectFrom("SiteAuthor")
    .select(sql<number>`COUNT(DISTINCT "authorKey")`.as("readers"))
    .where("siteId", "in", overviewSiteIds(p))
    .where("lastDay", ">=", p.since),
);

/**
 * The distinct authors of live comments since `since` ("YYYY-MM-DD", a window that ends today):
 * those whose latest comment falls in it, an index range on the authors' rollup.
 */
export async function countOverviewReaders(scope: OverviewScope, since: string): Promise<number> {
  const [row] = await readRows(readers, { ...scope, since });
  return Number(row?.readers ?? 0);
}
