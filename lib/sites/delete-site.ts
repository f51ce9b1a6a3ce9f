import { requireLiveMode } from "@/lib/core/require-live-mode";
import { transaction } from "@/lib/db/transaction";
import { recordEvent } from "@/lib/events/record-event";

import { findAccountSite } from "./find-account-site";

/**
 * Removes a site with its domains, threads, comments, votes and events (the database cascades),
 * and writes `site.deleted`. Ids are random, so a deleted site's id never names anything again.
 */
export async function deleteSite(input: { accountId: string; siteId: string; livemode: boolean }): Promise<void> {
  const site = await findAccountSite(input.accountId, input.siteId);
  requireLiveMode(input, "sites");
  await transaction(async (tx) => {
    await tx.event.deleteMany({ where: { siteId: site.id } });
    // The cascade over a reply's parent link recurses one level per reply, and SQLite gives up past
    // 1,000 levels (SQLITE_MAX_TRIGGER_DEPTH): cut the links first, so that a stored chain of any
    // depth goes in one flat cascade from its thread.
    await tx.comment.updateMany({ where: { siteId: site.id, parentId: { not: null } }, data: { parentId: null } });
    await tx.site.delete({ where: { id: site.id } });
    await recordEvent(tx, {
      accountId: input.accountId,
      siteId: site.id,
      livemode: input.livemode,
      type: "site.deleted",
      object: { id: site.id, name: site.name, deleted: true },
    });
  });
}
