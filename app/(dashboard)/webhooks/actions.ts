"use server";

import { revalidatePath } from "next/cache";

import { managerRoles } from "@/lib/core/member-roles";
import { memberAction } from "@/lib/http/member-action";
import { createWebhook } from "@/lib/webhooks/create-webhook";
import { deleteWebhook } from "@/lib/webhooks/delete-webhook";
import { retryWebhookDelivery } from "@/lib/webhooks/retry-webhook-delivery";
import { rotateWebhookSecret } from "@/lib/webhooks/rotate-webhook-secret";
import { sendTestWebhook } from "@/lib/webhooks/send-test-webhook";
import { updateWebhook } from "@/lib/webhooks/update-webhook";
import { deliveryParams, updateWebhookBody, webhookIdParams } from "@/lib/webhooks/webhook-schemas";

import { createEndpointForm, modeField, updateEndpointForm } from "./_lib/endpoint-form-schemas";

const scopeOf = (input: { mode: "live" | "test" }, member: { accountId: string }) => ({
  accountId: member.accountId,
  livemode: input.mode === "live",
});

function revalidate(webhookId?: string) {
  revalidatePath("/webhooks");
  if (webhookId) revalidatePath(`/webhooks/${webhookId}`);
}

/** Registers an endpoint in the chosen mode; its signing secret comes back this once. */
export const createEndpoint = memberAction(
  { schema: createEndpointForm, roles: managerRoles },
  async ({ mode, ...input }, member) => {
    const created = await createWebhook(scopeOf({ mode }, member), input);
    revalidate();
    return created;
  },
);

/** Changes an endpoint's URL, description, events and sites. */
export const updateEndpoint = memberAction(
  { schema: updateEndpointForm, roles: managerRoles },
  async ({ mode, webhook_id, ...input }, member) => {
    const updated = await updateWebhook(scopeOf({ mode }, member), webhook_id, input);
    revalidate(webhook_id);
    return updated;
  },
);

/** Pauses an endpoint, or re-enables it (which sends what it missed meanwhile). */
export const setEndpointStatus = memberAction(
  {
    schema: updateWebhookBody
      .pick({ status: true })
      .required()
      .extend({ ...webhookIdParams.shape, ...modeField }),
    roles: managerRoles,
  },
  async (input, member) => {
    const updated = await updateWebhook(scopeOf(input, member), input.webhook_id, { status: input.status });
    revalidate(input.webhook_id);
    return updated;
  },
);

/** Gives an endpoint a new secret, shown this once; the old one keeps signing for 24 hours. */
export const rotateEndpointSecret = memberAction(
  { schema: webhookIdParams.extend(modeField), roles: managerRoles },
  async (input, member) => {
    const rotated = await rotateWebhookSecret(scopeOf(input, member), input.webhook_id);
    revalidate(input.webhook_id);
    return rotated;
  },
);

/** Sends a `webhook.test` event to this endpoint only. */
export const sendTestEvent = memberAction(
  { schema: webhookIdParams.extend(modeField), roles: managerRoles },
  async (input, member) => {
    const delivery = await sendTestWebhook(scopeOf(input, member), input.webhook_id);
    revalidate(input.webhook_id);
    return delivery;
  },
);

/** Deletes an endpoint with its delivery log. */
export const deleteEndpoint = memberAction(
  { schema: webhookIdParams.extend(modeField), roles: managerRoles },
  async (input, member) => {
    await deleteWebhook(scopeOf(input, member), input.webhook_id);
    revalidate();
    return { deleted: input.webhook_id };
  },
);

/** Sends one delivery again now, with the same `webhook-id`. */
export const retryDelivery = memberAction(
  { schema: deliveryParams.extend(modeField), roles: managerRoles },
  async (input, member) => {
    const delivery = await retryWebhookDelivery(scopeOf(input, member), {
      webhookId: input.webhook_id,
      deliveryId: input.delivery_id,
    });
    revalidate(input.webhook_id);
    return delivery;
  },
);
