import { afterAll, describe, expect, it } from "vitest";

import { applyMigrations } from "../../lib/db/apply-migrations";
import { disconnectDb } from "../../lib/db/client";
import { withDatabaseUrl } from "../../lib/db/database-url";
import { getOverview } from "../../lib/stats/get-overview";
import { listPlanUsageRows } from "../../lib/stats/list-plan-usage-rows";
import { buildAccount } from "../support/factories";
import { expectedOverview, seededCommentDays, seedOverviewAccount } from "../support/seed-overview-account";
import { createTestDatabases, type TestDatabase } from "../support/test-databases";

const databases: TestDatabase[] = await createTestDatabases();

// The overview's figures on both databases, from the rollups the triggers keep: a seeded account
// with known counts per day and outcome, readers, busiest threads, the queue and decision delays.
describe.each(databases.map((database) => [database.name, database] as const))("the overview on %s", (_, database) => {
  afterAll(async () => {
    await disconnectDb();
    await database.drop();
  });

  it("adds up the seeded account over 7, 30 and 90 days, for the account and for one site", async () => {
    await applyMigrations(database.url);
    const account = await buildAccount(database.url);
    const { secondSiteId } = await seedOverviewAccount(database.url, account);
    const other = await buildAccount(database.url);
    await withDatabaseUrl(database.url, async () => {
      for (const days of [7, 30, 90] as const) {
        const overview = await getOverview(account.account_id, { siteId: null, days });
        const expected = expectedOverview[days];
        expect(overview.days).toHaveLength(days);
        expect(overview.totals).toEqual(expected.totals);
        expect(overview.readers).toBe(expected.readers);
        expect(overview.busiestThreads.map((t) => [t.title, t.comments])).toEqual(expected.busiest);
        expect(overview.medianDecisionSeconds).toBe(expected.medianSeconds);
        expect(overview.pending).toBe(expectedOverview.pendingNow);
        expect(overview.hasComments).toBe(true);
      }
      const week = await getOverview(account.account_id, { siteId: null, days: 7 });
      expect(week.days.at(-1)).toMatchObject({ approved: 3, pending: 1, rejected: 0, spam: 0 });
      expect(week.days.at(-3)).toMatchObject({ approved: 2, pending: 0, rejected: 0, spam: 1 });

      const site = await getOverview(account.account_id, { siteId: secondSiteId, days: 30 });
      const expected = expectedOverview.secondSite30;
      expect(site.totals).toEqual(expected.totals);
      expect(site.readers).toBe(expected.readers);
      expect(site.busiestThreads.map((t) => [t.title, t.comments])).toEqual(expected.busiest);
      expect(site.medianDecisionSeconds).toBe(expected.medianSeconds);
      expect(site.pending).toBe(0);

      // Another account sees none of it, and may not name this account's site.
      const empty = await getOverview(other.account_id, { siteId: null, days: 90 });
      expect(empty).toMatchObject({ readers: 0, pending: 0, medianDecisionSeconds: null, hasComments: false });
      await expect(getOverview(other.account_id, { siteId: secondSiteId, days: 30 })).rejects.toMatchObject({
        code: "site_not_found",
      });

      const usage = await listPlanUsageRows(account.account_id, "free");
      // This month's comments: those written fewer days ago than today's date in the month.
      const monthComments = seededCommentDays.filter((daysAgo) => daysAgo < new Date().getUTCDate()).length;
      expect(usage).toEqual([
        { key: "sites", label: "Sites", used: 2, limit: 3 },
        { key: "members", label: "Members", used: 1, limit: 3 },
        { key: "comments", label: "Comments this month", used: monthComments, limit: 5_000 },
      ]);
    });
  });
});
