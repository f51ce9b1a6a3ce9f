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
      <Card
        title="General"
        description="The name is what you see here; the domains are where the widget may run and call the API from."
      >
        <GeneralForm site={site} />
      </Card>
      <Card title="Site id" description="Use it with the API and in the embed snippet.">
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
