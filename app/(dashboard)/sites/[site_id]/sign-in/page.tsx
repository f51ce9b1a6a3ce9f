import { dashboardBaseUrl } from "@/lib/core/dashboard-base-url";
import { planOf } from "@/lib/core/plans";
import { buildEmbedSnippet } from "@/lib/sites/build-embed-snippet";
import { listSsoSecrets } from "@/lib/sso/list-sso-secrets";

import { SignInForm } from "../../_components/sign-in-form";
import { loadMemberSite } from "../../_lib/load-member-site";
import { planLabel } from "../../_lib/plan-label";
import { sitePageMetadata } from "../../_lib/site-page-metadata";
import { Card } from "../../../_components/card";
import { CopyButton } from "../../../_components/copy-button";

export const generateMetadata = sitePageMetadata("Sign-in");

/** A site's Sign-in page: how readers sign in to comment, where else the widget may run, and the snippet to paste. */
export default async function SiteSignInPage({ params }: { params: Promise<{ site_id: string }> }) {
  const { member, site } = await loadMemberSite((await params).site_id);
  const [secrets, snippet] = await Promise.all([
    listSsoSecrets(member.accountId, site.id),
    // The script's address from PUBLIC_URL (or loopback), never from this request's Host header.
    buildEmbedSnippet(member.accountId, site.id, dashboardBaseUrl()),
  ]);
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card title="Sign-in" description="How readers identify themselves before they comment.">
        <SignInForm
          site={site}
          sso={{ plan: planLabel(member.plan), included: planOf(member.plan).sso, secrets: secrets.total }}
        />
      </Card>
      <Card
        title="Embed snippet"
        description="Paste it into your pages where the comments should appear. It works on the site's domains and the extra origins above."
      >
        <pre className="overflow-x-auto rounded-md whitespace-pre-wrap break-all bg-code p-4 text-sm text-code-foreground dark:border">
          <code data-testid="embed-snippet">{snippet.html}</code>
        </pre>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            Optional: <code className="font-mono">data-thread-url</code> names the page (default: its canonical URL).
          </p>
          <CopyButton value={snippet.html} label="Copy snippet" />
        </div>
      </Card>
    </div>
  );
}
