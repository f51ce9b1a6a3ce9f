import type { Metadata } from "next";

import { loadMemberSite } from "./load-member-site";

/** A site page's title, "<site name>: <section>", from the same once-per-request load as the page (a missing site is the not-found page). */
export function sitePageMetadata(section: string) {
  return async ({ params }: { params: Promise<{ site_id: string }> }): Promise<Metadata> => {
    const { site } = await loadMemberSite((await params).site_id);
    return { title: `${site.name}: ${section}` };
  };
}
