import { AppearanceForm } from "../../_components/appearance-form";
import { loadMemberSite } from "../../_lib/load-member-site";
import { sitePageMetadata } from "../../_lib/site-page-metadata";

export const generateMetadata = sitePageMetadata("Appearance");

/** A site's Appearance page: theme and display settings beside a live preview. */
export default async function SiteAppearancePage({ params }: { params: Promise<{ site_id: string }> }) {
  const { site } = await loadMemberSite((await params).site_id);
  return <AppearanceForm site={site} />;
}
