import { ArrowLeft } from "lucide-react";
import Link from "next/link";

import { managerRoles } from "@/lib/core/member-roles";
import { planOf } from "@/lib/core/plans";
import { requireRole } from "@/lib/http/current-member";
import { listSites } from "@/lib/sites/list-sites";

import { CreateSiteForm } from "../_components/create-site-form";
import { PlanNote } from "../_components/plan-note";
import { planLabel } from "../_lib/plan-label";
import { Card } from "../../_components/card";
import { PageHeader } from "../../_components/page-header";
import { helpLinks } from "../../_lib/help-links";

export const metadata = { title: "New site" };

/** New site: a name and its domains; everything else starts at the defaults and is set on the site's pages. */
export default async function NewSitePage() {
  const member = await requireRole(managerRoles);
  const { total } = await listSites(member.accountId, { page: 1, per_page: 1 });
  const { maxSites } = planOf(member.plan);
  return (
    <>
      <Link
        href="/sites"
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ArrowLeft className="size-4" aria-hidden /> All sites
      </Link>
      <PageHeader
        help={{ href: helpLinks.newSite, topic: "a new site" }}
        title="New site"
        description="Name it and list the domains where its comments will appear. Its look and rules start at sensible defaults."
      />
      {total >= maxSites && (
        <PlanNote tone="limit" className="mb-6">
          The {planLabel(member.plan)} plan includes {maxSites} sites and all are in use: delete one, or move to a
          larger plan.
        </PlanNote>
      )}
      <Card className="max-w-2xl">
        <CreateSiteForm />
      </Card>
    </>
  );
}
