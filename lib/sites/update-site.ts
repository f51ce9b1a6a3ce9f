import type { AccountScope } from "@/lib/core/account-scope";
import { newId } from "@/lib/core/new-id";
import { requireLiveMode } from "@/lib/core/require-live-mode";
import { transaction } from "@/lib/db/transaction";
import { recordEvent } from "@/lib/events/record-event";

import { checkSsoMode } from "./check-sso-mode";
import { findAccountSite } from "./find-account-site";
import { mergeSiteSettings } from "./merge-site-settings";
import { serializeSite } from "./serialize-site";
import type { SiteView, UpdateSiteBody } from "./site-schemas";
import { readSiteSettings } from "./site-settings";

/** Changes a site's name, domains or settings (merged field by field), with its `site.updated` event. */
export async function updateSite(scope: AccountScope, siteId: string, input: UpdateSiteBody): Promise<SiteView> {
  await findAccountSite(scope.accountId, siteId);
  requireLiveMode(scope, "a site or its settings");
  return transaction(async (tx) => {
    const current = await tx.site.findUniqueOrThrow({
      where: { id: siteId },
      include: { account: true, _count: { select: { ssoSecrets: true } } },
    });
    const settings = mergeSiteSettings(readSiteSettings(current), input);
    if (input.embed?.sign_in_modes) {
      checkSsoMode(settings.embed, { plan: current.account.plan, ssoSecretCount: current._count.ssoSecrets });
    }
    if (input.domains) {
      await tx.siteDomain.deleteMany({ where: { siteId } });
      await tx.siteDomain.createMany({
        data: input.domains.map((host) => ({ id: newId("dom"), siteId: siteId, host })),
      });
    }
    const row = await tx.site.update({
      where: { id: siteId },
      data: {
        name: input.name,
        themeJson: JSON.stringify(settings.theme),
        embedJson: JSON.stringify(settings.embed),
        moderationJson: JSON.stringify(settings.moderation),
        moderationChosenAt: input.moderation ? new Date() : undefined,
      },
      include: { domains: true },
    });
    const site = serializeSite(row);
    await recordEvent(tx, {
      accountId: scope.accountId,
      siteId: site.id,
      livemode: scope.livemode,
      type: "site.updated",
      object: site,
    });
    return site;
  });
}
