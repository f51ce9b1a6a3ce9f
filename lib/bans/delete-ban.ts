import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { newId } from "@/lib/core/new-id";
import { requireLiveMode } from "@/lib/core/require-live-mode";
import { transaction } from "@/lib/db/transaction";
import { findAccountSite } from "@/lib/sites/find-account-site";

/**
 * Lifts a ban, and notes in the audit log who lifted it (the log keeps the ban's "ban" entry too).
 * `siteIds` (a moderator limited to some sites) makes any other site's ban missing.
 */
export async function deleteBan(
  scope: AccountScope,
  input: {
    siteId: string;
    banId: string;
    actor: string;
    siteIds?: string[];
  },
): Promise<void> {
  const missing = new AppError("ban_not_found", `No ban ${input.banId} on this site.`);
  if (input.siteIds?.length && !input.siteIds.includes(input.siteId)) throw missing;
  await findAccountSite(scope.accountId, input.siteId);
  requireLiveMode(scope, "bans");
  await transaction(async (tx) => {
    const ban = await tx.ban.findFirst({ where: { id: input.banId, siteId: input.siteId } });
    if (!ban) throw missing;
    const { count } = await tx.ban.deleteMany({ where: { id: ban.id } });
    if (count === 0) throw missing;
    await tx.banAction.create({
      data: {
        id: newId("bna"),
        siteId: ban.siteId,
        banId: ban.id,
        action: "lift",
        actor: input.actor,
        kind: ban.kind,
        label: ban.label,
        reason: null,
        expiresAt: ban.expiresAt,
      },
    });
  });
}
