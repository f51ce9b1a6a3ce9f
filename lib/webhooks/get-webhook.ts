import { findAccountWebhook, type WebhookOwner } from "./find-account-webhook";
import { serializeWebhook } from "./serialize-webhook";
import type { WebhookView } from "./webhook-schemas";

/** One endpoint of the account, in the key's mode. */
export async function getWebhook(owner: WebhookOwner, webhookId: string): Promise<WebhookView> {
  return serializeWebhook(await findAccountWebhook(owner, webhookId));
}
