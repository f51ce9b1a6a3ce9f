import { newId } from "@/lib/core/new-id";

import { queryDatabase } from "./query-database";

const dayMs = 86_400_000;

/** The start of the UTC day `daysAgo` days before today. */
function dayStart(daysAgo: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * dayMs);
}

/** What the overview must show for the seeded account, per period (and for the second site over 30 days). */
export const expectedOverview = {
  7: {
    totals: { approved: 5, pending: 1, rejected: 0, spam: 1 },
    readers: 5,
    busiest: [
      ["One", 4],
      ["Two", 3],
    ],
    medianSeconds: 330,
  },
  30: {
    totals: { approved: 6, pending: 1, rejected: 1, spam: 1 },
    readers: 6,
    busiest: [
      ["One", 4],
      ["Two", 3],
      ["Three", 2],
    ],
    medianSeconds: 600,
  },
  90: {
    totals: { approved: 10, pending: 2, rejected: 1, spam: 1 },
    readers: 7,
    busiest: [
      ["Two", 8],
      ["One", 4],
      ["Three", 2],
    ],
    medianSeconds: 2100,
  },
  secondSite30: {
    totals: { approved: 1, pending: 0, rejected: 1, spam: 0 },
    readers: 1,
    busiest: [["Three", 2]],
    medianSeconds: 3600,
  },
  pendingNow: 2,
} as const;

// [days ago, thread, status, author, seconds to a member's decision (none: no decision)]
const comments: [number, "one" | "two" | "three", string, string, number?][] = [
  [0, "one", "approved", "Ann", 60],
  [0, "one", "approved", "Ben"],
  [0, "one", "approved", "Cy"],
  [0, "one", "pending", "Ann"],
  [2, "two", "approved", "Ben"],
  [2, "two", "approved", "Dee"],
  [2, "two", "spam", "Spammer", 600],
  [10, "three", "rejected", "Eve", 3600],
  [10, "three", "approved", "Eve"],
  [40, "two", "approved", "Gus", 7200],
  [40, "two", "approved", "Gus"],
  [40, "two", "approved", "Gus"],
  [40, "two", "approved", "Gus"],
  [40, "two", "pending", "Gus"],
  [100, "one", "approved", "Hal", 60],
];

/**
 * Seeds an account's overview straight into its database (the triggers keep the rollups, as for
 * every write): a second site, three threads, comments over 100 days in every outcome, members'
 * decisions at known delays, an automatic one and a test-mode comment that must not count.
 * Returns the second site's id.
 */
export async function seedOverviewAccount(
  databaseUrl: string,
  account: { account_id: string; site_id: string },
): Promise<{ secondSiteId: string }> {
  const sqlite = databaseUrl.startsWith("file:");
  const stamp = (at: Date) => (sqlite ? at.toISOString().replace("Z", "+00:00") : at.toISOString());
  const bool = (value: boolean) => (sqlite ? Number(value) : value);
  const run = (sql: string, params: unknown[]) => queryDatabase(databaseUrl, sql, params);
  const now = stamp(new Date());
  const secondSiteId = newId("site");
  await run(`INSERT INTO "Site" ("id", "accountId", "name", "updatedAt") VALUES ($1, $2, 'Second site', $3)`, [
    secondSiteId,
    account.account_id,
    now,
  ]);
  const threads = {
    one: { id: newId("thr"), siteId: account.site_id },
    two: { id: newId("thr"), siteId: account.site_id },
    three: { id: newId("thr"), siteId: secondSiteId },
  };
  for (const [name, thread] of Object.entries(threads)) {
    const title = name.charAt(0).toUpperCase() + name.slice(1);
    await run(
      `INSERT INTO "Thread" ("id", "siteId", "livemode", "url", "title", "updatedAt") VALUES ($1, $2, $3, $4, $5, $6)`,
      [thread.id, thread.siteId, bool(true), `https://example.com/${name}`, title, now],
    );
  }
  const insert = (
    id: string,
    thread: { id: string; siteId: string },
    live: boolean,
    status: string,
    author: string,
    at: Date,
  ) =>
    run(
      `INSERT INTO "Comment" ("id", "threadId", "siteId", "livemode", "rootId", "authorName", "authorKind", "content", "status", "createdAt", "updatedAt")
       VALUES ($1, $2, $3, $4, $1, $5, 'api', 'Hello', $6, $7, $7)`,
      [id, thread.id, thread.siteId, bool(live), author, status, stamp(at)],
    );
  const decide = (commentId: string, actor: string, at: Date) =>
    run(
      `INSERT INTO "ModerationAction" ("id", "commentId", "action", "fromStatus", "toStatus", "actor", "createdAt")
       VALUES ($1, $2, 'approve', 'pending', 'approved', $3, $4)`,
      [newId("mod"), commentId, actor, stamp(at)],
    );
  for (const [index, [daysAgo, thread, status, author, decision]] of comments.entries()) {
    const id = newId("cmt");
    const at = new Date(dayStart(daysAgo).getTime() + (index + 1) * 1000);
    await insert(id, threads[thread], true, status, author, at);
    if (index === 4) await decide(id, "system", new Date(at.getTime() + 5000));
    if (decision !== undefined) await decide(id, "member:mem_seed", new Date(at.getTime() + decision * 1000));
  }
  await insert(newId("cmt"), threads.one, false, "approved", "Tester", dayStart(0));
  return { secondSiteId };
}

/** How many days ago each seeded live comment was written. */
export const seededCommentDays = comments.map(([daysAgo]) => daysAgo);
