import { planOf } from "@/lib/core/plans";
import { listSsoSecrets } from "@/lib/sso/list-sso-secrets";

import { SignInForm } from "../../_components/sign-in-form";
import { loadMemberSite } from "../../_lib/load-member-site";
import { planLabel } from "../../_lib/plan-label";
import { sitePageMetadata } from "../../_lib/site-page-metadata";
import { Card } from "../../../_components/card";

export const generateMetadata = sitePageMetadata("Sign-in");

/** A site's Sign-in page: how readers sign in to comment and where else the widget may run (the snippet is on Installation). */
export default async function SiteSignInPage({ params }: { params: Promise<{ site_id: string }> }) {
  const { member, site } = await loadMemberSite((await params).site_id);
  const secrets = await listSsoSecrets(member.accountId, site.id);
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card title="Sign-in" description="How readers identify themselves before they comment.">
        <SignInForm
          site={site}
          sso={{ plan: planLabel(member.plan), included: planOf(member.plan).sso, secrets: secrets.total }}
        />
      </Card>
    </div>
  );
}
