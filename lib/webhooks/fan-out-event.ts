import { newId } from "@/lib/core/new-id";
import { findEventEndpoints } from "@/lib/db/find-event-endpoints";
import type { Tx } from "@/lib/db/transaction";

import { eventTypeMatches } from "./event-type-matches";
import { wakeWebhookWorkers } from "./wake-webhook-workers";

/**
 * Makes one delivery per endpoint that wants this event (same account and mode, matching type
 * and site), in the transaction that records the event: deliveries exist exactly when the event
 * does, even if the server dies right after the commit. A disabled endpoint's delivery is parked
 * (no due time) and is sent when the endpoint is enabled again.
 */
export async function fanOutEvent(
  tx: Tx,
  event: { id: string; accountId: string; siteId: string | null; livemode: boolean; type: string },
): Promise<number> {
  const endpoints = await findEventEndpoints(tx, event.accountId, event.livemode);
  const now = new Date();
  const wanted = endpoints.filter((endpoint) => {
    const sites = JSON.parse(endpoint.siteIds) as string[];
    const siteMatches = sites.length === 0 || (event.siteId !== null && sites.includes(event.siteId));
    return siteMatches && eventTypeMatches(JSON.parse(endpoint.eventTypes) as string[], event.type);
  });
  if (wanted.length === 0) return 0;
  await tx.webhookDelivery.createMany({
    data: wanted.map((endpoint) => ({
      id: newId("whd"),
      endpointId: endpoint.id,
      eventId: event.id,
      nextAttemptAt: endpoint.status === "enabled" ? now : null,
    })),
  });
  await wakeWebhookWorkers(tx);
  return wanted.length;
}
