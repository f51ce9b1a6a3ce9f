import { AppError } from "@/lib/core/app-error";
import { db } from "@/lib/db/client";
import { findAccountSite } from "@/lib/sites/find-account-site";
import { requireLiveMode } from "@/lib/core/require-live-mode";

/** Lifts a ban. */
export async function deleteBan(input: { accountId: string; livemode: boolean; siteId: string; banId: string }): Promise<void> {
  await findAccountSite(input.accountId, input.siteId);
  requireLiveMode(input, "bans");
  const { count } = await db().ban.deleteMany({ where: { id: input.banId, siteId: input.siteId } });
  if (count === 0) throw new AppError("ban_not_found", `No ban ${input.banId} on this site.`);
}
