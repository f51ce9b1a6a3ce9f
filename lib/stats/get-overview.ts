import { countOverviewReaders } from "@/lib/db/count-overview-readers";
import type { OverviewScope } from "@/lib/db/overview-scope";
import { readBusiestThreads, type BusyThread } from "@/lib/db/read-busiest-threads";
import { readDecisionMedian } from "@/lib/db/read-decision-median";
import { readOverviewDays, type OverviewDay } from "@/lib/db/read-overview-days";
import { readOverviewTotals } from "@/lib/db/read-overview-totals";
import { findAccountSite } from "@/lib/sites/find-account-site";

import { listPeriodDays } from "./list-period-days";
import type { OverviewPeriod } from "./overview-periods";

/** The overview's figures for an account or one of its sites over a period that ends today (UTC). */
export type Overview = {
  /** Every day of the period, oldest first, zeros included: live comments written that day by current status. */
  days: OverviewDay[];
  /** The period's comments by outcome (deleted ones aside). */
  totals: Omit<OverviewDay, "day">;
  /** Distinct authors of live comments in the period. */
  readers: number;
  busiestThreads: BusyThread[];
  /** Live comments waiting for a moderator now, whenever written. */
  pending: number;
  /** The median seconds from a comment to its first decision by a moderator, over the period's decisions. */
  medianDecisionSeconds: number | null;
  /** Whether the scope has any live comment at all (the empty state otherwise). */
  hasComments: boolean;
};

/**
 * The overview of an account (`siteId` null) or one of its sites (another account's id is
 * `site_not_found`), read from the rollups the database keeps as comments change, so its cost
 * follows the number of days and threads, not of comments.
 */
export async function getOverview(
  accountId: string,
  input: { siteId: string | null; days: OverviewPeriod },
  now = new Date(),
): Promise<Overview> {
  if (input.siteId) await findAccountSite(accountId, input.siteId);
  const scope: OverviewScope = { accountId, siteId: input.siteId ?? "" };
  const periodDays = listPeriodDays(input.days, now);
  const since = periodDays[0]!;
  const [rows, totals, readers, busiestThreads, median] = await Promise.all([
    readOverviewDays(scope, since),
    readOverviewTotals(scope, since),
    countOverviewReaders(scope, since),
    readBusiestThreads(scope, since, 5),
    readDecisionMedian(scope, since),
  ]);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = periodDays.map((day) => byDay.get(day) ?? { day, approved: 0, pending: 0, rejected: 0, spam: 0 });
  const sum = (key: keyof Overview["totals"]) => days.reduce((total, day) => total + day[key], 0);
  return {
    days,
    totals: { approved: sum("approved"), pending: sum("pending"), rejected: sum("rejected"), spam: sum("spam") },
    readers,
    busiestThreads,
    pending: totals.pending,
    medianDecisionSeconds: median,
    hasComments: totals.comments > 0,
  };
}
