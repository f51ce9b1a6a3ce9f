import { AppError } from "@/lib/core/app-error";
import type { Tx } from "@/lib/db/transaction";

/** Refuses a site filter naming a site that is not the account's (reported as missing, like any other account's site). */
export async function checkWebhookSites(tx: Tx, accountId: string, siteIds: string[]): Promise<void> {
  if (siteIds.length === 0) return;
  const found = await tx.site.findMany({ where: { id: { in: siteIds }, accountId }, select: { id: true } });
  const missing = siteIds.filter((id) => !found.some((site) => site.id === id));
  if (missing.length) {
    throw new AppError("site_not_found", `No site ${missing.join(", ")} exists.`, {
      errors: missing.map((id) => ({ field: `site_ids.${siteIds.indexOf(id)}`, message: "no such site" })),
    });
  }
}
