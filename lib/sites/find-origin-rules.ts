import { isIdOf } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";
import type { OriginRules } from "./is-origin-allowed";
import { readSiteSettings } from "./site-settings";

/** The origins a site's widget may run on, or null when there is no such site. */
export async function findOriginRules(siteId: string): Promise<OriginRules | null> {
  if (!isIdOf("site", siteId)) return null;
  const site = await db().site.findUnique({ where: { id: siteId }, include: { domains: true } });
  if (!site) return null;
  return { domains: site.domains.map((d) => d.host), allowedOrigins: readSiteSettings(site).embed.allowed_origins };
}
