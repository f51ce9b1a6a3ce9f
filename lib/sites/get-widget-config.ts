import { AppError } from "@/lib/core/app-error";
import { isIdOf } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";

import { activeSignInModes } from "./active-sign-in-modes";
import { buildWidgetConfig } from "./build-widget-config";
import type { OriginRules } from "./is-origin-allowed";
import { readSiteSettings } from "./site-settings";
import type { WidgetConfig } from "./widget-config-schema";

/** The public widget configuration of a site, and the origins allowed to read it. */
export async function getWidgetConfig(siteId: string): Promise<{ config: WidgetConfig; origins: OriginRules }> {
  const site = isIdOf("site", siteId)
    ? await db().site.findUnique({
        where: { id: siteId },
        include: { domains: true, account: { select: { plan: true } }, _count: { select: { ssoSecrets: true } } },
      })
    : null;
  if (!site) throw new AppError("site_not_found", `No site ${siteId} exists.`);
  const { theme, embed } = readSiteSettings(site);
  const config = buildWidgetConfig(
    site.id,
    theme,
    embed,
    activeSignInModes(embed, { plan: site.account.plan, ssoSecretCount: site._count.ssoSecrets }),
  );
  return { config, origins: { domains: site.domains.map((d) => d.host), allowedOrigins: embed.allowed_origins } };
}
