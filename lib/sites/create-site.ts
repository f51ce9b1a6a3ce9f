import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { newId } from "@/lib/core/new-id";
import { planOf } from "@/lib/core/plans";
import { requireLiveMode } from "@/lib/core/require-live-mode";
import { transaction, type Tx } from "@/lib/db/transaction";
import { recordEvent } from "@/lib/events/record-event";
import { settleIdempotentRequest } from "@/lib/idempotency/settle-idempotent-request";

import { checkSsoMode } from "./check-sso-mode";
import { mergeSiteSettings } from "./merge-site-settings";
import { serializeSite } from "./serialize-site";
import type { CreateSiteBody, SiteView } from "./site-schemas";
import { readSiteSettings } from "./site-settings";

/** Creates a site with its domains and settings for an account, and its `site.created` event. */
export async function createSite(scope: AccountScope, input: CreateSiteBody, tx?: Tx): Promise<SiteView> {
  requireLiveMode(scope, "sites");
  if (!tx) return transaction((inner) => createSite(scope, input, inner));
  const account = await tx.account.findUniqueOrThrow({ where: { id: scope.accountId } });
  const existing = await tx.site.count({ where: { accountId: account.id } });
  if (existing >= planOf(account.plan).maxSites) {
    throw new AppError(
      "plan_required",
      `The ${account.plan} plan includes ${planOf(account.plan).maxSites} sites at most; move to a larger plan for more.`,
      {
        members: { required_plan: account.plan === "free" ? "publisher" : "business" },
      },
    );
  }
  const settings = mergeSiteSettings(
    readSiteSettings({ themeJson: "{}", embedJson: "{}", moderationJson: "{}" }),
    input,
  );
  checkSsoMode(settings.embed, { plan: account.plan, ssoSecretCount: 0 });
  const row = await tx.site.create({
    data: {
      id: newId("site"),
      accountId: account.id,
      name: input.name,
      themeJson: JSON.stringify(settings.theme),
      embedJson: JSON.stringify(settings.embed),
      moderationJson: JSON.stringify(settings.moderation),
      moderationChosenAt: input.moderation ? new Date() : null,
      domains: { create: input.domains.map((host) => ({ id: newId("dom"), host })) },
    },
    include: { domains: true },
  });
  const site = serializeSite(row);
  await recordEvent(tx, {
    accountId: account.id,
    siteId: site.id,
    livemode: scope.livemode ?? true,
    type: "site.created",
    object: site,
  });
  await settleIdempotentRequest(tx, 201, site);
  return site;
}
