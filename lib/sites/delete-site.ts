import type { AccountScope } from "@/lib/core/account-scope";
import { requireLiveMode } from "@/lib/core/require-live-mode";
import { deleteSiteCommentsInBatches } from "@/lib/db/delete-site-comments-in-batches";
import { transaction } from "@/lib/db/transaction";
import { recordEvent } from "@/lib/events/record-event";

import { findAccountSite } from "./find-account-site";

/**
 * Removes a site with its domains, threads, comments, votes and events (the comments first, in
 * batches, for a site may hold millions; the rest by the database's cascade), and writes
 * `site.deleted`. Ids are random, so a deleted site's id never names anything again.
 */
export async function deleteSite(scope: AccountScope, siteId: string): Promise<void> {
  const site = await findAccountSite(scope.accountId, siteId);
  requireLiveMode(scope, "sites");
  await deleteSiteCommentsInBatches([site.id]);
  await transaction(async (tx) => {
    await tx.event.deleteMany({ where: { siteId: site.id } });
    // Comments written since the batches. The cascade over a reply's parent link recurses one level
    // per reply, and SQLite gives up past 1,000 levels (SQLITE_MAX_TRIGGER_DEPTH): cut the links
    // first, so that a stored chain of any depth goes in one flat cascade from its thread.
    await tx.comment.updateMany({ where: { siteId: site.id, parentId: { not: null } }, data: { parentId: null } });
    await tx.site.delete({ where: { id: site.id } });
    await recordEvent(tx, {
      accountId: scope.accountId,
      siteId: site.id,
      livemode: scope.livemode,
      type: "site.deleted",
      object: { id: site.id, name: site.name, deleted: true },
    });
  });
}
