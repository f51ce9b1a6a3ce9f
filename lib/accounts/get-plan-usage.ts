import { planOf, planWarningShare, type PlanLimits } from "@/lib/core/plans";
import { startOfUtcMonth } from "@/lib/core/start-of-utc-month";
import { db } from "@/lib/db/client";

/** One limit of a plan against its use. */
export type UsageFigure = { used: number; limit: number; share: number; warn: boolean; full: boolean };

function figure(used: number, limit: number): UsageFigure {
  const share = limit > 0 ? used / limit : 1;
  return { used, limit, share, warn: share >= planWarningShare, full: used >= limit };
}

/**
 * How much of its plan an account uses: sites, members (invitations included) and live comments
 * since the first of the month (UTC). Three counts on indexes: the comments one walks
 * `Comment(siteId, livemode, createdAt)` per site, never every comment.
 */
export async function getPlanUsage(accountId: string, plan: string, now = new Date()) {
  const limits: PlanLimits = planOf(plan);
  const sites = await db().site.findMany({ where: { accountId }, select: { id: true } });
  const [members, comments] = await Promise.all([
    db().membership.count({ where: { accountId } }),
    sites.length === 0
      ? 0
      : db().comment.count({
          where: {
            siteId: { in: sites.map((site) => site.id) },
            livemode: true,
            createdAt: { gte: startOfUtcMonth(now) },
          },
        }),
  ]);
  return {
    sites: figure(sites.length, limits.maxSites),
    members: figure(members, limits.maxMembers),
    commentsThisMonth: figure(comments, limits.maxCommentsPerMonth),
  };
}

/** What getPlanUsage answers. */
export type PlanUsage = Awaited<ReturnType<typeof getPlanUsage>>;
