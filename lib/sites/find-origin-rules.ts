import { isIdOf } from "@/lib/core/new-id";
import { findSiteOrigins } from "@/lib/db/find-site-origins";

import type { OriginRules } from "./is-origin-allowed";
import { readEmbedSettings } from "./site-settings";

/** The origins a site's widget may run on, or null when there is no such site. */
export async function findOriginRules(siteId: string): Promise<OriginRules | null> {
  if (!isIdOf("site", siteId)) return null;
  const site = await findSiteOrigins(siteId);
  if (!site) return null;
  return { domains: site.hosts, allowedOrigins: readEmbedSettings(site.embedJson).allowed_origins };
}
