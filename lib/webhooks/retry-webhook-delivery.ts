import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { transaction } from "@/lib/db/transaction";

import { findAccountWebhook } from "./find-account-webhook";
import { serializeDelivery } from "./serialize-delivery";
import { wakeWebhookWorkers } from "./wake-webhook-workers";
import { webhookConfig } from "./webhook-config";
import type { DeliveryView } from "./webhook-schemas";

/**
 * Sends a delivery again now, with the same `webhook-id`. A delivery still waiting for its next
 * retry just moves it to now; a finished one (succeeded or failed) gets one more attempt.
 */
export async function retryWebhookDelivery(
  scope: AccountScope,
  input: { webhookId: string; deliveryId: string },
): Promise<DeliveryView> {
  const endpoint = await findAccountWebhook(scope, input.webhookId);
  if (endpoint.status !== "enabled") {
    throw new AppError(
      "webhook_disabled",
      "This endpoint is disabled; enable it (PATCH status: enabled) before sending to it.",
    );
  }
  const now = new Date();
  const row = await transaction(async (tx) => {
    const delivery = await tx.webhookDelivery.findFirst({ where: { id: input.deliveryId, endpointId: endpoint.id } });
    if (!delivery) throw new AppError("delivery_not_found", `No delivery ${input.deliveryId} for this endpoint.`);
    if (delivery.leaseUntil && delivery.leaseUntil > now) {
      throw new AppError(
        "delivery_in_progress",
        "This delivery is being sent right now; look at its log again in a moment.",
      );
    }
    const finished = delivery.status !== "pending";
    const updated = await tx.webhookDelivery.update({
      where: { id: delivery.id },
      data: {
        status: "pending",
        nextAttemptAt: now,
        // A finished delivery gets this one attempt only: past the end of the retry schedule.
        scheduleStep: finished ? webhookConfig().retryScheduleMs.length : delivery.scheduleStep,
      },
      include: { attempts: true, event: true },
    });
    await wakeWebhookWorkers(tx);
    return updated;
  });
  return serializeDelivery(row);
}
