import type { AccountScope } from "@/lib/core/account-scope";
import { transaction } from "@/lib/db/transaction";

import { checkWebhookSites } from "./check-webhook-sites";
import { checkWebhookUrl } from "./check-webhook-url";
import { findAccountWebhook } from "./find-account-webhook";
import { serializeWebhook } from "./serialize-webhook";
import { wakeWebhookWorkers } from "./wake-webhook-workers";
import { webhookConfig } from "./webhook-config";
import type { UpdateWebhookBody, WebhookView } from "./webhook-schemas";

/**
 * Changes an endpoint. `status: "enabled"` re-enables a disabled one: its failure count starts
 * again and every event it missed while disabled is sent now. `status: "disabled"` pauses it;
 * events keep being kept for it meanwhile.
 */
export async function updateWebhook(
  scope: AccountScope,
  webhookId: string,
  input: UpdateWebhookBody,
): Promise<WebhookView> {
  const current = await findAccountWebhook(scope, webhookId);
  if (input.url) checkWebhookUrl(input.url, webhookConfig().allowPrivateTargets);
  const reenable = input.status === "enabled" && current.status === "disabled";
  const disable = input.status === "disabled" && current.status === "enabled";
  const now = new Date();
  const row = await transaction(async (tx) => {
    if (input.site_ids) await checkWebhookSites(tx, scope.accountId, input.site_ids);
    // Deliveries before the endpoint: a worker recording an attempt locks them in that order too.
    const pending = { endpointId: current.id, status: "pending" };
    if (reenable)
      await tx.webhookDelivery.updateMany({ where: pending, data: { nextAttemptAt: now, scheduleStep: 0 } });
    if (disable) await tx.webhookDelivery.updateMany({ where: pending, data: { nextAttemptAt: null } });
    const updated = await tx.webhookEndpoint.update({
      where: { id: current.id },
      data: {
        url: input.url,
        description: input.description,
        eventTypes: input.events ? JSON.stringify(input.events) : undefined,
        siteIds: input.site_ids ? JSON.stringify(input.site_ids) : undefined,
        ...(reenable
          ? { status: "enabled", disabledReason: null, disabledAt: null, consecutiveFailures: 0, failingSince: null }
          : {}),
        ...(disable ? { status: "disabled", disabledReason: "manual", disabledAt: now } : {}),
      },
    });
    if (reenable) await wakeWebhookWorkers(tx);
    return updated;
  });
  return serializeWebhook(row, now);
}
