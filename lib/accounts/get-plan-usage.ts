import { planOf, planWarningShare, type PlanLimits } from "@/lib/core/plans";
import { startOfUtcMonth } from "@/lib/core/start-of-utc-month";
import { db } from "@/lib/db/client";
import { readOverviewTotals } from "@/lib/db/read-overview-totals";

/** One limit of a plan against its use. */
export type UsageFigure = { used: number; limit: number; share: number; warn: boolean; full: boolean };

function figure(used: number, limit: number): UsageFigure {
  const share = limit > 0 ? used / limit : 1;
  return { used, limit, share, warn: share >= planWarningShare, full: used >= limit };
}

/**
 * How much of its plan an account uses: sites, members (invitations included) and live comments
 * since the first of the month (UTC), the last summed from the daily rollup the database keeps
 * (docs/dashboard.md, "Overview"), so an account with millions of comments costs a few rows.
 */
export async function getPlanUsage(accountId: string, plan: string, now = new Date()) {
  const limits: PlanLimits = planOf(plan);
  const monthStart = startOfUtcMonth(now).toISOString().slice(0, 10);
  const [sites, members, totals] = await Promise.all([
    db().site.count({ where: { accountId } }),
    db().membership.count({ where: { accountId } }),
    readOverviewTotals({ accountId, siteId: "" }, monthStart),
  ]);
  const comments = totals.recent;
  return {
    sites: figure(sites, limits.maxSites),
    members: figure(members, limits.maxMembers),
    commentsThisMonth: figure(comments, limits.maxCommentsPerMonth),
  };
}

/** What getPlanUsage answers. */
export type PlanUsage = Awaited<ReturnType<typeof getPlanUsage>>;
