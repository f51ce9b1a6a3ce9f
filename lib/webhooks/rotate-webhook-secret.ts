import type { AccountScope } from "@/lib/core/account-scope";
import { sealSecret } from "@/lib/core/seal-secret";
import { transaction } from "@/lib/db/transaction";
import { settleIdempotentRequest } from "@/lib/idempotency/settle-idempotent-request";

import { findAccountWebhook } from "./find-account-webhook";
import { newWebhookSecret, webhookSealPurpose } from "./new-webhook-secret";
import { serializeWebhook } from "./serialize-webhook";
import { webhookConfig } from "./webhook-config";
import type { WebhookView } from "./webhook-schemas";

/**
 * Gives an endpoint a new signing secret, shown this once. The old one keeps signing beside it for
 * 24 hours (both signatures in `webhook-signature`) so the receiver can switch without a gap; a
 * secret older than that is dropped by a second rotation.
 */
export async function rotateWebhookSecret(
  scope: AccountScope,
  webhookId: string,
): Promise<WebhookView & { secret: string }> {
  const current = await findAccountWebhook(scope, webhookId);
  const secret = newWebhookSecret();
  const now = new Date();
  return transaction(async (tx) => {
    const row = await tx.webhookEndpoint.update({
      where: { id: current.id },
      data: {
        secretSealed: sealSecret(secret, webhookSealPurpose),
        previousSecretSealed: current.secretSealed,
        previousSecretExpiresAt: new Date(now.getTime() + webhookConfig().secretOverlapMs),
      },
    });
    const rotated = { ...serializeWebhook(row, now), secret };
    // A second rotation would throw away the secret this one showed: the answer is kept with it.
    await settleIdempotentRequest(tx, 200, rotated);
    return rotated;
  });
}
