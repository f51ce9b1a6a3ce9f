import { openSealedSecret } from "@/lib/core/open-sealed-secret";
import { isRecordMissing } from "@/lib/db/is-record-missing";
import type { WebhookEndpointRow } from "@/lib/db/model-types";
import { transaction } from "@/lib/db/transaction";
import { serializeEvent } from "@/lib/events/serialize-event";

import { announceWebhookDisabled } from "./announce-webhook-disabled";
import { webhookSealPurpose } from "./new-webhook-secret";
import { recordDeliveryAttempt, type AttemptResult } from "./record-delivery-attempt";
import { releaseDelivery } from "./release-delivery";
import { sendWebhookRequest } from "./send-webhook-request";
import { signWebhook } from "./sign-webhook";
import type { WebhookConfig } from "./webhook-config";

function signingSecrets(endpoint: WebhookEndpointRow, now: Date): string[] {
  const secrets = [openSealedSecret(endpoint.secretSealed, webhookSealPurpose)];
  if (endpoint.previousSecretSealed && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now) {
    secrets.push(openSealedSecret(endpoint.previousSecretSealed, webhookSealPurpose));
  }
  return secrets;
}

/**
 * Sends one claimed delivery and logs the attempt: the event in its envelope, signed afresh
 * (new timestamp and signature, same `webhook-id`) on every attempt. Answers what the attempt
 * changed, or null when there was nothing to send (gone, no longer ours, endpoint disabled) or
 * the worker is stopping, in which case the claim is handed back for another worker.
 */
export async function attemptDelivery(input: {
  deliveryId: string;
  leaseToken: string;
  worker: string;
  config: WebhookConfig;
  signal?: AbortSignal;
}): Promise<AttemptResult | null> {
  // Read in a transaction: on SQLite that waits for any open write, so we never read uncommitted rows.
  const delivery = await transaction((tx) =>
    tx.webhookDelivery.findUnique({ where: { id: input.deliveryId }, include: { endpoint: true, event: true } }),
  );
  if (!delivery || delivery.leaseToken !== input.leaseToken) return null;
  const { endpoint, event } = delivery;
  if (endpoint.status !== "enabled") {
    await releaseDelivery(delivery.id, input.leaseToken, true);
    return null;
  }
  const now = new Date();
  const body = JSON.stringify(serializeEvent(event));
  const signed = signWebhook({ msgId: delivery.id, timestamp: now, body, secrets: signingSecrets(endpoint, now) });
  const outcome = await sendWebhookRequest({
    url: endpoint.url,
    headers: { "content-type": "application/json", "user-agent": "Threadline-Webhooks/1.0", ...signed },
    body,
    timeoutMs: input.config.timeoutMs,
    allowPrivate: input.config.allowPrivateTargets,
    signal: input.signal,
  });
  if (outcome.errorKind === "aborted") {
    await releaseDelivery(delivery.id, input.leaseToken);
    return null;
  }
  try {
    const result = await recordDeliveryAttempt({ ...input, endpointId: endpoint.id, outcome });
    if (result.disabled) await announceWebhookDisabled(endpoint.id, result.disabled);
    return result;
  } catch (error) {
    // The endpoint was deleted while we were sending to it: there is nothing left to log.
    if (isRecordMissing(error)) return null;
    throw error;
  }
}
