import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { isIdOf } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";

/**
 * The endpoint with this id if it belongs to the scope's account and mode, else `webhook_not_found`:
 * endpoints of the other mode, like other accounts', do not exist for it.
 */
export async function findAccountWebhook(scope: AccountScope, webhookId: string) {
  const row = isIdOf("whk", webhookId) ? await db().webhookEndpoint.findUnique({ where: { id: webhookId } }) : null;
  if (!row || row.accountId !== scope.accountId || row.livemode !== scope.livemode) {
    throw new AppError("webhook_not_found", `No webhook endpoint ${webhookId} exists.`);
  }
  return row;
}
