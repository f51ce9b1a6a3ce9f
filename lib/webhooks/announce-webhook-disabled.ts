import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { sendMail } from "@/lib/mail/send-mail";

import type { DisabledReason } from "./update-endpoint-health";

const why: Record<DisabledReason, string> = {
  gone: "it answered 410 Gone, which asks us to stop sending",
  failing: "every attempt to deliver to it has failed for a long time",
};

/**
 * After an endpoint was disabled: parks its waiting deliveries (kept, to be sent when it is
 * enabled again) and tells the account's owner by e-mail. Separate from the attempt's transaction
 * so that it never holds the endpoint's lock while locking many deliveries.
 */
export async function announceWebhookDisabled(endpointId: string, reason: DisabledReason): Promise<void> {
  await transaction((tx) =>
    tx.webhookDelivery.updateMany({ where: { endpointId, status: "pending" }, data: { nextAttemptAt: null } }),
  );
  const endpoint = await db().webhookEndpoint.findUnique({ where: { id: endpointId }, include: { account: true } });
  if (!endpoint) return;
  const mode = endpoint.livemode ? "live" : "test";
  await sendMail({
    to: endpoint.account.email,
    subject: `Threadline: webhook endpoint disabled (${endpoint.url})`,
    text: [
      `Your ${mode}-mode webhook endpoint ${endpoint.id} at ${endpoint.url} was disabled because ${why[reason]}.`,
      "",
      "Events for it are being kept. Once the receiver works again, enable the endpoint and every event it missed is sent:",
      "",
      `  curl -X PATCH <your Threadline URL>/v1/webhooks/${endpoint.id} -H "X-API-Key: <a ${mode} key>" \\`,
      `    -H "Content-Type: application/json" -d '{"status": "enabled"}'`,
      "",
      `The delivery log (GET /v1/webhooks/${endpoint.id}/deliveries) shows what each attempt came to.`,
    ].join("\n"),
  }).catch((error: unknown) =>
    console.error(`webhooks: could not tell ${endpoint.account.email} that ${endpoint.id} was disabled:`, error),
  );
}
