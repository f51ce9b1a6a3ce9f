"use client";

import { useSelectedLayoutSegment } from "next/navigation";

import { HelpLink } from "../../_components/help-link";
import { siteTabHelpLinks } from "../../_lib/help-links";

/** The Help link beside a site's name: the guide's section on the open tab. */
export function SiteHelpLink() {
  const segment = useSelectedLayoutSegment() ?? "";
  const href = siteTabHelpLinks[segment] ?? siteTabHelpLinks[""]!;
  return <HelpLink href={href} topic="this site's settings" />;
}
