import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { newId } from "@/lib/core/new-id";
import { sealSecret } from "@/lib/core/seal-secret";
import { transaction } from "@/lib/db/transaction";
import { settleIdempotentRequest } from "@/lib/idempotency/settle-idempotent-request";

import { checkWebhookSites } from "./check-webhook-sites";
import { checkWebhookUrl } from "./check-webhook-url";
import { newWebhookSecret, webhookSealPurpose } from "./new-webhook-secret";
import { serializeWebhook } from "./serialize-webhook";
import { webhookConfig } from "./webhook-config";
import { maxWebhooksPerMode, type CreateWebhookBody, type WebhookView } from "./webhook-schemas";

/**
 * Registers an endpoint in the key's mode (a test key's endpoint gets test events only) and
 * answers it with its signing secret, shown this once.
 */
export async function createWebhook(
  scope: AccountScope,
  input: CreateWebhookBody,
): Promise<WebhookView & { secret: string }> {
  checkWebhookUrl(input.url, webhookConfig().allowPrivateTargets);
  const siteIds = input.site_ids ?? [];
  return transaction(async (tx) => {
    await checkWebhookSites(tx, scope.accountId, siteIds);
    const count = await tx.webhookEndpoint.count({ where: { accountId: scope.accountId, livemode: scope.livemode } });
    if (count >= maxWebhooksPerMode) {
      throw new AppError(
        "webhook_limit",
        `An account has at most ${maxWebhooksPerMode} webhook endpoints in each mode; delete one first.`,
      );
    }
    const secret = newWebhookSecret();
    const row = await tx.webhookEndpoint.create({
      data: {
        id: newId("whk"),
        accountId: scope.accountId,
        livemode: scope.livemode,
        url: input.url,
        description: input.description ?? "",
        eventTypes: JSON.stringify(input.events),
        siteIds: JSON.stringify(siteIds),
        secretSealed: sealSecret(secret, webhookSealPurpose),
      },
    });
    const created = { ...serializeWebhook(row), secret };
    await settleIdempotentRequest(tx, 201, created);
    return created;
  });
}
