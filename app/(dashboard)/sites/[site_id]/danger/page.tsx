import { DeleteSiteButton } from "../../_components/delete-site-button";
import { loadMemberSite } from "../../_lib/load-member-site";
import { sitePageMetadata } from "../../_lib/site-page-metadata";
import { Card } from "../../../_components/card";

export const generateMetadata = sitePageMetadata("Danger zone");

/** A site's Danger zone: deleting it for good, behind its name typed in full. */
export default async function SiteDangerPage({ params }: { params: Promise<{ site_id: string }> }) {
  const { site } = await loadMemberSite((await params).site_id);
  return (
    <Card title="Danger zone" className="border-danger/40">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm text-muted-foreground">
          <p className="font-medium text-foreground">Delete this site</p>
          <p className="mt-1">
            Its threads, comments, votes, SSO secrets and events go with it, live and test, and the widget stops working
            on its pages. This cannot be undone.
          </p>
        </div>
        <DeleteSiteButton siteId={site.id} name={site.name} />
      </div>
    </Card>
  );
}
