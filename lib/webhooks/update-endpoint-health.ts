import type { Tx } from "@/lib/db/transaction";

import type { WebhookConfig } from "./webhook-config";

/** Why an endpoint was just disabled by an attempt, if it was. */
export type DisabledReason = "gone" | "failing";

/**
 * Counts an attempt towards the endpoint's run of failures (any success ends the run) and
 * disables the endpoint when the receiver answered 410 Gone, or when the run has reached
 * `disableAfterFailures` attempts and lasted `disableAfterMs`.
 */
export async function updateEndpointHealth(
  tx: Tx,
  input: { endpointId: string; ok: boolean; gone: boolean; now: Date; config: WebhookConfig },
): Promise<DisabledReason | null> {
  if (input.ok) {
    await tx.webhookEndpoint.updateMany({
      where: { id: input.endpointId, consecutiveFailures: { gt: 0 } },
      data: { consecutiveFailures: 0, failingSince: null },
    });
    return null;
  }
  const endpoint = await tx.webhookEndpoint.update({
    where: { id: input.endpointId },
    data: { consecutiveFailures: { increment: 1 } },
  });
  const failingSince = endpoint.failingSince ?? input.now;
  const failing =
    endpoint.consecutiveFailures >= input.config.disableAfterFailures &&
    input.now.getTime() - failingSince.getTime() >= input.config.disableAfterMs;
  const reason: DisabledReason | null =
    endpoint.status !== "enabled" ? null : input.gone ? "gone" : failing ? "failing" : null;
  if (reason || !endpoint.failingSince) {
    await tx.webhookEndpoint.update({
      where: { id: input.endpointId },
      data: { failingSince, ...(reason ? { status: "disabled", disabledReason: reason, disabledAt: input.now } : {}) },
    });
  }
  return reason;
}
