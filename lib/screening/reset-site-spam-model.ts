import { transaction } from "@/lib/db/transaction";
import { findAccountSite } from "@/lib/sites/find-account-site";

import { forgetSiteSpamWeights } from "./forget-site-spam-weights";
import { getSiteSpamModel } from "./get-site-spam-model";
import type { SpamModelView } from "./spam-model-schemas";

/**
 * Forgets everything a site's spam model learned from its moderators, so it starts again from the
 * shared default; every server relearns on its next check. Comments keep their scores.
 */
export async function resetSiteSpamModel(accountId: string, siteId: string): Promise<SpamModelView> {
  const site = await findAccountSite(accountId, siteId);
  const now = new Date();
  await transaction(async (tx) => {
    await tx.spamLabel.deleteMany({ where: { siteId: site.id } });
    await tx.siteSpamModel.upsert({
      where: { siteId: site.id },
      create: { siteId: site.id, version: 1, resetAt: now },
      update: { version: { increment: 1 }, resetAt: now },
    });
  });
  forgetSiteSpamWeights(site.id);
  return getSiteSpamModel(accountId, site.id);
}
