import Link from "next/link";

import { ModerationForm } from "../../_components/moderation-form";
import { loadMemberSite } from "../../_lib/load-member-site";
import { sitePageMetadata } from "../../_lib/site-page-metadata";
import { Card } from "../../../_components/card";

export const generateMetadata = sitePageMetadata("Moderation");

/** A site's Moderation settings: when new comments wait, blocked terms, link and flag limits, the edit window. */
export default async function SiteModerationPage({ params }: { params: Promise<{ site_id: string }> }) {
  const { site } = await loadMemberSite((await params).site_id);
  return (
    <Card
      title="Moderation settings"
      description={
        <>
          Rules for new comments on this site. Held comments wait in the{" "}
          <Link href="/moderation" className="font-medium text-primary underline underline-offset-2">
            moderation queue
          </Link>
          .
        </>
      }
    >
      <ModerationForm site={site} />
    </Card>
  );
}
