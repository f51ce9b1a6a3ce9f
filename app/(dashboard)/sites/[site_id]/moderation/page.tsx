import Link from "next/link";

import { getSiteSpamModel } from "@/lib/screening/get-site-spam-model";

import { ModerationForm } from "../../_components/moderation-form";
import { SpamModelPanel } from "../../_components/spam-model-panel";
import { loadMemberSite } from "../../_lib/load-member-site";
import { sitePageMetadata } from "../../_lib/site-page-metadata";
import { Card } from "../../../_components/card";

export const generateMetadata = sitePageMetadata("Moderation");

/**
 * A site's Moderation settings: when new comments wait, the spam filter, blocked terms, link and flag
 * limits, the edit window; and below, what the site's spam model has learned, with its reset.
 */
export default async function SiteModerationPage({ params }: { params: Promise<{ site_id: string }> }) {
  const { member, site } = await loadMemberSite((await params).site_id);
  const model = await getSiteSpamModel(member.accountId, site.id);
  return (
    <div className="flex flex-col gap-6">
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
      <Card>
        <SpamModelPanel model={model} />
      </Card>
    </div>
  );
}
