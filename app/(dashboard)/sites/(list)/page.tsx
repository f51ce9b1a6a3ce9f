import { ChevronLeft, ChevronRight, Globe, MessageSquare, Plus } from "lucide-react";
import Link from "next/link";

import { managerRoles } from "@/lib/core/member-roles";
import { planOf } from "@/lib/core/plans";
import { requireRole } from "@/lib/http/current-member";
import { countSiteComments } from "@/lib/sites/count-site-comments";
import { listSites } from "@/lib/sites/list-sites";

import { LinkButton } from "../_components/link-button";
import { PlanNote } from "../_components/plan-note";
import { SiteDomains } from "../_components/site-domains";
import { planLabel } from "../_lib/plan-label";
import { EmptyState } from "../../_components/empty-state";
import { PageHeader } from "../../_components/page-header";
import { helpLinks } from "../../_lib/help-links";

export const metadata = { title: "Sites" };

const perPage = 50;
const numberFormat = new Intl.NumberFormat("en");
const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

/** Sites: the account's sites with their domains and published comments, and the plan's site limit. */
export default async function SitesPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const member = await requireRole(managerRoles);
  const page = Math.max(1, Math.min(1_000_000, Number.parseInt((await searchParams).page ?? "1", 10) || 1));
  const { sites, total, has_more: hasMore } = await listSites(member.accountId, { page, per_page: perPage });
  const counts = await countSiteComments(
    member.accountId,
    sites.map((site) => site.id),
  );
  const { maxSites } = planOf(member.plan);
  const newSite = (
    <LinkButton href="/sites/new">
      <Plus className="size-4" aria-hidden /> New site
    </LinkButton>
  );
  return (
    <>
      <PageHeader
        help={{ href: helpLinks.sites, topic: "sites" }}
        title="Sites"
        description="Each site is a set of domains where your comments appear, with its own look and rules."
        action={newSite}
      />
      <PlanNote tone={total >= maxSites ? "limit" : "info"} className="mb-6">
        {total >= maxSites
          ? `You use all ${maxSites} sites of the ${planLabel(member.plan)} plan; a larger plan has room for more.`
          : `${total} of ${maxSites} sites used on the ${planLabel(member.plan)} plan.`}
      </PlanNote>
      {total === 0 ? (
        <EmptyState
          icon={<Globe className="size-8" />}
          title="No sites yet"
          help={{ href: helpLinks.sites, label: "Read the guide" }}
        >
          A site holds the domains your comments run on.{" "}
          <Link href="/sites/new" className="font-medium text-primary underline">
            Create your first site
          </Link>{" "}
          to get the snippet to paste.
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-3" aria-label="Your sites">
          {sites.map((site) => (
            <li key={site.id}>
              <Link
                href={`/sites/${site.id}`}
                data-testid="site-row"
                className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-ring sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium text-foreground">{site.name}</p>
                  <SiteDomains domains={site.domains} className="mt-1.5" />
                </div>
                <div className="flex shrink-0 items-center gap-4 text-sm text-muted-foreground sm:flex-col sm:items-end sm:gap-1">
                  <span className="flex items-center gap-1.5 whitespace-nowrap">
                    <MessageSquare className="size-4" aria-hidden />
                    {numberFormat.format(counts.get(site.id) ?? 0)}{" "}
                    {(counts.get(site.id) ?? 0) === 1 ? "comment" : "comments"}
                  </span>
                  <span className="whitespace-nowrap">Created {dateFormat.format(new Date(site.created_at))}</span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {(page > 1 || hasMore) && (
        <nav aria-label="Pages of sites" className="mt-6 flex items-center justify-between text-sm">
          {page > 1 ? (
            <LinkButton variant="secondary" href={`/sites?page=${page - 1}`}>
              <ChevronLeft className="size-4" aria-hidden /> Previous
            </LinkButton>
          ) : (
            <span />
          )}
          <span className="text-muted-foreground">Page {page}</span>
          {hasMore ? (
            <LinkButton variant="secondary" href={`/sites?page=${page + 1}`}>
              Next <ChevronRight className="size-4" aria-hidden />
            </LinkButton>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
