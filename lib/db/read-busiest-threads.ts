import { sql } from "kysely";

import { overviewSiteIds, type OverviewScope } from "./overview-scope";
import { readRows } from "./read-rows";
import { defineStatement } from "./sql-builder";

/** A thread and the live comments written in it in the period. */
export type BusyThread = { id: string; siteId: string; url: string; title: string | null; comments: number };

const busiest = defineStatement((q, p: OverviewScope & { since: string; limit: number }) =>
  q
    .selectFrom((sub) =>
      sub
        .selectFrom("ThreadDayStat")
        .select(["threadId", sql<number>`SUM("comments")`.as("comments")])
        .where("siteId", "in", overviewSiteIds(p))
        .where("day", ">=", p.since)
        .groupBy("threadId")
        .having(sql<boolean>`SUM("comments") > 0`)
        .orderBy("comments", "desc")
        .orderBy("threadId")
        .limit(p.limit)
        .as("busy"),
    )
    .innerJoin("Thread", "Thread.id", "busy.threadId")
    .select(["Thread.id", "Thread.siteId", "Thread.url", "Thread.title", "busy.comments"])
    .orderBy("busy.comments", "desc")
    .orderBy("Thread.id"),
);

/** The threads with the most live comments written since `since` ("YYYY-MM-DD"), most first: from the thread-day rollup. */
export async function readBusiestThreads(scope: OverviewScope, since: string, limit: number): Promise<BusyThread[]> {
  const rows = await readRows(busiest, { ...scope, since, limit });
  return rows.map((row) => ({
    id: row.id,
    siteId: row.siteId,
    url: row.url,
    title: row.title,
    comments: Number(row.comments),
  }));
}
