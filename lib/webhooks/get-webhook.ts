import type { AccountScope } from "@/lib/core/account-scope";

import { findAccountWebhook } from "./find-account-webhook";
import { serializeWebhook } from "./serialize-webhook";
import type { WebhookView } from "./webhook-schemas";

/** One endpoint of the account, in the key's mode. */
export async function getWebhook(scope: AccountScope, webhookId: string): Promise<WebhookView> {
  return serializeWebhook(await findAccountWebhook(scope, webhookId));
}
