import { ArrowRight, Code } from "lucide-react";
import Link from "next/link";

import { GeneralForm } from "../_components/general-form";
import { loadMemberSite } from "../_lib/load-member-site";
import { sitePageMetadata } from "../_lib/site-page-metadata";
import { Card } from "../../_components/card";
import { CopyButton } from "../../_components/copy-button";

export const generateMetadata = sitePageMetadata("General");

/** A site's General page: its name and domains, and its id to use with the API. */
export default async function SiteGeneralPage({ params }: { params: Promise<{ site_id: string }> }) {
  const { site } = await loadMemberSite((await params).site_id);
  return (
    <div className="grid grid-cols-1 gap-6">
      <Link
        href={`/sites/${site.id}/installation`}
        className="group flex items-center gap-4 rounded-lg border border-border bg-card p-5 shadow-sm hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
          <Code className="size-5" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-base font-semibold text-foreground">Install the widget</span>
          <span className="mt-0.5 block text-sm text-muted-foreground">
            The snippet for a plain page, Next.js or React, and WordPress, Hugo or Jekyll themes.
          </span>
        </span>
        <ArrowRight className="size-5 shrink-0 text-muted-foreground group-hover:text-primary" aria-hidden />
      </Link>
      <Card
        title="General"
        description="The name is what you see here; the domains are where the widget may run and call the API from."
      >
        <GeneralForm site={site} />
      </Card>
      <Card title="Site id" description="Use it with the API; the snippets on Installation have it filled in.">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code
            data-testid="site-id"
            className="min-w-0 break-all rounded-md bg-muted px-3 py-2 font-mono text-sm text-foreground"
          >
            {site.id}
          </code>
          <CopyButton value={site.id} label="Copy id" />
        </div>
      </Card>
    </div>
  );
}
