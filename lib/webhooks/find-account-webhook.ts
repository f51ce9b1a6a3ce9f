import { AppError } from "@/lib/core/app-error";
import { isIdOf } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";

/** Who asks: an account in one mode. Endpoints of the other mode, like other accounts', do not exist for it. */
export type WebhookOwner = { accountId: string; livemode: boolean };

/** The endpoint with this id if it belongs to the account and mode, else `webhook_not_found`. */
export async function findAccountWebhook(owner: WebhookOwner, webhookId: string) {
  const row = isIdOf("whk", webhookId) ? await db().webhookEndpoint.findUnique({ where: { id: webhookId } }) : null;
  if (!row || row.accountId !== owner.accountId || row.livemode !== owner.livemode) {
    throw new AppError("webhook_not_found", `No webhook endpoint ${webhookId} exists.`);
  }
  return row;
}
