import { db } from "@/lib/db/client";
import { findAccountSite } from "@/lib/sites/find-account-site";

import type { SpamModelView } from "./spam-model-schemas";

/** What a site's spam model has learned from: its moderators' spam and not-spam decisions, and its last reset. */
export async function getSiteSpamModel(accountId: string, siteId: string): Promise<SpamModelView> {
  const site = await findAccountSite(accountId, siteId);
  const [groups, model] = await Promise.all([
    db().spamLabel.groupBy({ by: ["spam"], where: { siteId: site.id }, _count: { _all: true } }),
    db().siteSpamModel.findUnique({ where: { siteId: site.id } }),
  ]);
  const count = (spam: boolean) => groups.find((group) => group.spam === spam)?._count._all ?? 0;
  const labels = { spam: count(true), not_spam: count(false) };
  return {
    site_id: site.id,
    labels,
    learning_from: labels.spam + labels.not_spam > 0 ? "site" : "default",
    reset_at: model?.resetAt?.toISOString() ?? null,
  };
}
