import { redirect } from "next/navigation";

import { hasRole, managerRoles } from "@/lib/core/member-roles";
import { currentMember } from "@/lib/http/current-member";
import { getOnboardingChecklist } from "@/lib/onboarding/get-onboarding-checklist";
import { listSiteNames } from "@/lib/sites/list-site-names";
import { listPlanUsageRows } from "@/lib/stats/list-plan-usage-rows";
import { readOverviewPeriod } from "@/lib/stats/overview-periods";

import { PageHeader } from "../_components/page-header";
import type { PageQuery } from "../_lib/read-page-param";
import { planLabel } from "../sites/_lib/plan-label";
import { BusiestThreads } from "./_components/busiest-threads";
import { CommentsChart } from "./_components/comments-chart";
import { OnboardingChecklist } from "./_components/onboarding-checklist";
import { OverviewEmpty } from "./_components/overview-empty";
import { OverviewFilters } from "./_components/overview-filters";
import { OverviewStats } from "./_components/overview-stats";
import { PlanUsage } from "./_components/plan-usage";
import { loadOverview } from "./_lib/load-overview";

export const metadata = { title: "Overview" };

/** The dashboard's home: for owners and admins, how the account or one site is doing; moderators go to the queue. */
export default async function DashboardHome({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const member = await currentMember();
  if (!hasRole(member.role, managerRoles)) redirect("/moderation");
  const query = await searchParams;
  const days = readOverviewPeriod(query.days);
  const rawSite = Array.isArray(query.site) ? query.site[0] : query.site;
  const siteId = rawSite?.trim() || null;
  const [overview, sites, usage, checklist] = await Promise.all([
    loadOverview(member.accountId, siteId, days),
    listSiteNames(member.accountId),
    listPlanUsageRows(member.accountId, member.plan),
    getOnboardingChecklist(member.accountId),
  ]);
  const siteName = sites.find((site) => site.id === siteId)?.name;
  return (
    <>
      <PageHeader
        title="Overview"
        description={siteName ? `How ${siteName} is doing.` : "How your sites are doing."}
        action={<OverviewFilters sites={sites} siteId={siteId} days={days} />}
      />
      <div className="grid grid-cols-1 gap-6">
        <OnboardingChecklist checklist={checklist} />
        {overview.hasComments ? (
          <>
            <OverviewStats overview={overview} days={days} />
            <CommentsChart overview={overview} days={days} />
            <BusiestThreads
              threads={overview.busiestThreads}
              siteNames={siteId ? null : new Map(sites.map((site) => [site.id, site.name]))}
              days={days}
            />
          </>
        ) : (
          <OverviewEmpty siteId={siteId ?? sites[0]?.id ?? null} />
        )}
        <PlanUsage rows={usage} planName={planLabel(member.plan)} />
      </div>
    </>
  );
}
