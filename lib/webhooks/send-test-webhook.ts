import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { newId } from "@/lib/core/new-id";
import { transaction } from "@/lib/db/transaction";

import { findAccountWebhook } from "./find-account-webhook";
import { serializeDelivery } from "./serialize-delivery";
import { serializeWebhook } from "./serialize-webhook";
import { wakeWebhookWorkers } from "./wake-webhook-workers";
import type { DeliveryView } from "./webhook-schemas";

/**
 * Sends a `webhook.test` event to this one endpoint (no other endpoint gets it, whatever it
 * subscribes to), signed and logged like any other; its object is the endpoint itself.
 */
export async function sendTestWebhook(scope: AccountScope, webhookId: string): Promise<DeliveryView> {
  const endpoint = await findAccountWebhook(scope, webhookId);
  if (endpoint.status !== "enabled") {
    throw new AppError(
      "webhook_disabled",
      "This endpoint is disabled; enable it (PATCH status: enabled) before sending to it.",
    );
  }
  const row = await transaction(async (tx) => {
    const event = await tx.event.create({
      data: {
        id: newId("evt"),
        accountId: endpoint.accountId,
        siteId: null,
        livemode: endpoint.livemode,
        type: "webhook.test",
        payload: JSON.stringify(serializeWebhook(endpoint)),
      },
    });
    const delivery = await tx.webhookDelivery.create({
      data: { id: newId("whd"), endpointId: endpoint.id, eventId: event.id, nextAttemptAt: event.createdAt },
      include: { attempts: true, event: true },
    });
    await wakeWebhookWorkers(tx);
    return delivery;
  });
  return serializeDelivery(row);
}
