import { transaction } from "@/lib/db/transaction";

import { capHeaders } from "./cap-headers";
import { parseRetryAfter } from "./parse-retry-after";
import { retryDelay } from "./retry-delay";
import type { SendOutcome } from "./send-webhook-request";
import { updateEndpointHealth, type DisabledReason } from "./update-endpoint-health";
import type { WebhookConfig } from "./webhook-config";

/** What an attempt changed: the endpoint disabled (and why), and when the delivery is tried next. */
export type AttemptResult = { disabled: DisabledReason | null; nextAttemptAt: Date | null };

function errorKindOf(outcome: SendOutcome, ok: boolean): string | null {
  if (ok) return null;
  if (outcome.errorKind) return outcome.errorKind;
  const status = outcome.statusCode ?? 0;
  return status >= 300 && status < 400 ? "redirect" : "http_error";
}

/**
 * Logs one attempt and moves its delivery on, in one transaction: succeeded on a 2xx; otherwise
 * due again after the next step of the retry schedule (later if a 429 or 503 asked so with
 * `Retry-After`), or failed once the schedule is used up. A worker whose lease lapsed still logs
 * what it did but leaves the delivery to the worker that holds it now.
 */
export async function recordDeliveryAttempt(input: {
  deliveryId: string;
  endpointId: string;
  leaseToken: string;
  outcome: SendOutcome;
  worker: string;
  config: WebhookConfig;
}): Promise<AttemptResult> {
  const { outcome, config } = input;
  const status = outcome.statusCode;
  const ok = status !== null && status >= 200 && status < 300;
  const now = new Date();
  return transaction(async (tx) => {
    // The row lock taken first numbers the attempts of one delivery without gaps or twins.
    const delivery = await tx.webhookDelivery.update({
      where: { id: input.deliveryId },
      data: { attemptCount: { increment: 1 }, lastAttemptAt: outcome.startedAt },
    });
    await tx.webhookAttempt.create({
      data: {
        deliveryId: delivery.id,
        number: delivery.attemptCount,
        startedAt: outcome.startedAt,
        durationMs: outcome.durationMs,
        statusCode: status,
        errorKind: errorKindOf(outcome, ok),
        worker: input.worker,
        // Only headers: the body is the event's, and it holds no secret (the signature is an HMAC).
        requestHeaders: JSON.stringify(capHeaders(outcome.requestHeaders)),
        responseHeaders: outcome.response ? JSON.stringify(outcome.response.headers) : null,
        responseBody: outcome.response?.body ?? null,
        responseTruncated: outcome.response?.truncated ?? false,
      },
    });
    if (delivery.leaseToken !== input.leaseToken) return { disabled: null, nextAttemptAt: null };
    let nextAttemptAt: Date | null = null;
    if (!ok) {
      const delay = retryDelay(delivery.scheduleStep, config.retryScheduleMs);
      const asked = status === 429 || status === 503 ? parseRetryAfter(outcome.retryAfter, now) : null;
      nextAttemptAt = delay === null ? null : new Date(now.getTime() + Math.max(delay, asked ?? 0));
    }
    await tx.webhookDelivery.update({
      where: { id: delivery.id },
      data: {
        status: ok ? "succeeded" : nextAttemptAt ? "pending" : "failed",
        nextAttemptAt,
        scheduleStep: ok ? undefined : { increment: 1 },
        leaseToken: null,
        leaseUntil: null,
      },
    });
    const disabled = await updateEndpointHealth(tx, {
      endpointId: input.endpointId,
      ok,
      gone: status === 410,
      now,
      config,
    });
    return { disabled, nextAttemptAt };
  });
}
