import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";

import { SiteDomains } from "../_components/site-domains";
import { SiteHelpLink } from "../_components/site-help-link";
import { SiteTabs } from "../_components/site-tabs";
import { loadMemberSite } from "../_lib/load-member-site";

/** A site's pages: its name and domains over a tab bar (General, Installation, Appearance, Sign-in, Moderation, SSO, Import & export, Danger zone). */
export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ site_id: string }>;
}) {
  const { site } = await loadMemberSite((await params).site_id);
  return (
    <>
      <Link
        href="/sites"
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ArrowLeft className="size-4" aria-hidden /> All sites
      </Link>
      <div className="mb-4 min-w-0">
        <div className="flex min-w-0 items-center gap-3">
          <h1 className="truncate text-2xl font-semibold tracking-tight text-foreground">{site.name}</h1>
          <SiteHelpLink />
        </div>
        <SiteDomains domains={site.domains} className="mt-2" />
      </div>
      <SiteTabs siteId={site.id} />
      <div className="mt-6">{children}</div>
    </>
  );
}
