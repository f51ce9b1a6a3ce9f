import { createWebhook } from "@/lib/webhooks/create-webhook";
import { deleteWebhook } from "@/lib/webhooks/delete-webhook";
import { getWebhook } from "@/lib/webhooks/get-webhook";
import { listWebhookDeliveries } from "@/lib/webhooks/list-webhook-deliveries";
import { listWebhooks } from "@/lib/webhooks/list-webhooks";
import { retryWebhookDelivery } from "@/lib/webhooks/retry-webhook-delivery";
import { rotateWebhookSecret } from "@/lib/webhooks/rotate-webhook-secret";
import { sendTestWebhook } from "@/lib/webhooks/send-test-webhook";
import { updateWebhook } from "@/lib/webhooks/update-webhook";
import {
  createWebhookBody,
  deliveryListSchema,
  deliveryParams,
  deliverySchema,
  listDeliveriesQuery,
  listWebhooksQuery,
  updateWebhookBody,
  webhookIdParams,
  webhookListSchema,
  webhookSchema,
  webhookWithSecretSchema,
} from "@/lib/webhooks/webhook-schemas";

import { json } from "../json-response";
import { noContent } from "../no-content";
import { defineApiKeyOperation } from "./define-api-key-operation";

const webhook = "/v1/webhooks/{webhook_id}";

/** The Webhooks API's operations (delivery itself is described in docs/webhooks.md). */
export const webhookOperations = {
  listWebhooks: defineApiKeyOperation({
    method: "GET",
    path: "/v1/webhooks",
    summary: "List webhook endpoints",
    description: "The webhook endpoints of the key's account and mode.",
    testKeys: "own-mode",
    query: listWebhooksQuery,
    success: { status: 200, schema: webhookListSchema, description: "One page of endpoints." },
    handle: async ({ query, auth }) => json(await listWebhooks(auth, { page: query.page, per_page: query.per_page })),
  }),
  createWebhook: defineApiKeyOperation({
    method: "POST",
    path: "/v1/webhooks",
    summary: "Create a webhook endpoint",
    description:
      "Register an endpoint for the key's mode; answers its signing secret, shown this once. To receive events on your own machine, use `npx threadline webhooks listen` (docs/webhooks.md).",
    testKeys: "own-mode",
    body: createWebhookBody,
    success: { status: 201, schema: webhookWithSecretSchema, description: "The new endpoint, with `secret`." },
    errors: [404, 409],
    handle: async ({ body, auth }) => json(await createWebhook(auth, body), { status: 201 }),
  }),
  getWebhook: defineApiKeyOperation({
    method: "GET",
    path: webhook,
    summary: "Get a webhook endpoint",
    testKeys: "own-mode",
    params: webhookIdParams,
    success: { status: 200, schema: webhookSchema, description: "The endpoint." },
    handle: async ({ params, auth }) => json(await getWebhook(auth, params.webhook_id)),
  }),
  updateWebhook: defineApiKeyOperation({
    method: "PATCH",
    path: webhook,
    summary: "Update a webhook endpoint",
    description: "Change an endpoint; `status: enabled` re-enables it and sends what it missed.",
    testKeys: "own-mode",
    params: webhookIdParams,
    body: updateWebhookBody,
    success: { status: 200, schema: webhookSchema, description: "The endpoint after the change." },
    handle: async ({ params, body, auth }) => json(await updateWebhook(auth, params.webhook_id, body)),
  }),
  deleteWebhook: defineApiKeyOperation({
    method: "DELETE",
    path: webhook,
    summary: "Delete a webhook endpoint",
    description: "Delete an endpoint with its delivery log.",
    testKeys: "own-mode",
    params: webhookIdParams,
    success: { status: 204, description: "Deleted." },
    handle: async ({ params, auth }) => {
      await deleteWebhook(auth, params.webhook_id);
      return noContent();
    },
  }),
  rotateWebhookSecret: defineApiKeyOperation({
    method: "POST",
    path: `${webhook}/rotate-secret`,
    summary: "Rotate a signing secret",
    description: "A new signing secret, shown this once; the old one keeps signing beside it for 24 hours.",
    testKeys: "own-mode",
    params: webhookIdParams,
    success: { status: 200, schema: webhookWithSecretSchema, description: "The endpoint, with the new `secret`." },
    handle: async ({ params, auth }) => json(await rotateWebhookSecret(auth, params.webhook_id)),
  }),
  sendTestWebhook: defineApiKeyOperation({
    method: "POST",
    path: `${webhook}/test`,
    summary: "Send a test event",
    description: "Send a `webhook.test` event to this endpoint.",
    testKeys: "own-mode",
    params: webhookIdParams,
    success: { status: 202, schema: deliverySchema, description: "The delivery, queued to be sent at once." },
    handle: async ({ params, auth }) => json(await sendTestWebhook(auth, params.webhook_id), { status: 202 }),
  }),
  listWebhookDeliveries: defineApiKeyOperation({
    method: "GET",
    path: `${webhook}/deliveries`,
    summary: "List deliveries",
    description: "The endpoint's delivery log, newest first: each delivery with every attempt.",
    testKeys: "own-mode",
    params: webhookIdParams,
    query: listDeliveriesQuery,
    success: { status: 200, schema: deliveryListSchema, description: "One page of deliveries." },
    handle: async ({ params, query, auth }) =>
      json(
        await listWebhookDeliveries(auth, {
          webhookId: params.webhook_id,
          status: query.status,
          page: query.page,
          per_page: query.per_page,
        }),
      ),
  }),
  retryWebhookDelivery: defineApiKeyOperation({
    method: "POST",
    path: `${webhook}/deliveries/{delivery_id}/retry`,
    summary: "Retry a delivery",
    description: "Send a delivery again now, with the same webhook-id.",
    testKeys: "own-mode",
    params: deliveryParams,
    success: { status: 202, schema: deliverySchema, description: "The delivery, queued to be sent at once." },
    handle: async ({ params, auth }) =>
      json(await retryWebhookDelivery(auth, { webhookId: params.webhook_id, deliveryId: params.delivery_id }), {
        status: 202,
      }),
  }),
};
