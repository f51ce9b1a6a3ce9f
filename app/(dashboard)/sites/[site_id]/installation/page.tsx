import { dashboardBaseUrl } from "@/lib/core/dashboard-base-url";
import { getInstallStatus } from "@/lib/onboarding/get-install-status";
import { buildInstallSnippets } from "@/lib/sites/build-install-snippets";

import { InstallCheck } from "../../_components/install-check";
import { SnippetBlock } from "../../_components/snippet-block";
import { buildReactSnippet } from "../../_lib/build-react-snippet";
import { loadMemberSite } from "../../_lib/load-member-site";
import { sitePageMetadata } from "../../_lib/site-page-metadata";
import { Card } from "../../../_components/card";

export const generateMetadata = sitePageMetadata("Installation");

const code = "rounded bg-muted px-1 py-0.5 font-mono text-[0.8125rem] text-foreground";

/** A site's Installation page: the embed snippet for a plain page, for Next.js/React and for theme templates. */
export default async function SiteInstallationPage({ params }: { params: Promise<{ site_id: string }> }) {
  const { member, site } = await loadMemberSite((await params).site_id);
  // The script's address from PUBLIC_URL (or loopback), never from this request's Host header.
  const snippets = await buildInstallSnippets(member.accountId, site.id, dashboardBaseUrl());
  const status = await getInstallStatus(member.accountId, site.id);
  return (
    <div className="grid grid-cols-1 gap-6">
      <section aria-label="Install check">
        <InstallCheck siteId={site.id} initial={status} hosts={site.domains} />
      </section>
      <Card
        title="A plain HTML page"
        description="Paste it where the comments should appear. It works on the site's domains and the extra origins of the Sign-in tab."
      >
        <SnippetBlock
          wrap
          code={snippets.html}
          label="HTML snippet"
          copyLabel="Copy HTML snippet"
          testId="embed-snippet"
        />
        <p className="mt-3 text-sm text-muted-foreground">
          Optional: <code className={code}>data-thread-url</code> names the page&apos;s thread (default: its canonical
          URL, else its address).
        </p>
      </Card>
      <Card
        title="Next.js or React"
        description="A client component: each page it is shown on gets a fresh container and script, also after client-side navigation."
      >
        <SnippetBlock
          code={buildReactSnippet(snippets)}
          label="Next.js component"
          copyLabel="Copy component"
          testId="react-snippet"
        />
        <p className="mt-3 text-sm text-muted-foreground">
          Without Next.js, use your router&apos;s location (for instance React Router&apos;s{" "}
          <code className={code}>useLocation().pathname</code>) in place of <code className={code}>usePathname()</code>.
        </p>
      </Card>
      <Card
        title="WordPress, Hugo or Jekyll"
        description="Paste it once into the theme's template for a single post; each post then has its own thread, named by its permanent address."
      >
        <div className="grid grid-cols-1 gap-6">
          {snippets.themes.map((theme) => (
            <div key={theme.platform}>
              <h3 className="text-sm font-semibold text-foreground">{theme.platform}</h3>
              <p className="mt-1 mb-3 text-sm text-muted-foreground">
                In <code className={`${code} break-all`}>{theme.file}</code>, {theme.where}.
              </p>
              <SnippetBlock
                wrap
                code={theme.code}
                label={`${theme.platform} snippet`}
                copyLabel={`Copy ${theme.platform} snippet`}
                testId={`${theme.platform.toLowerCase()}-snippet`}
              />
            </div>
          ))}
        </div>
      </Card>
    </div>
  );
}
