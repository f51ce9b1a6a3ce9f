import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { retryWebhookDelivery } from "@/lib/webhooks/retry-webhook-delivery";
import { deliveryParams } from "@/lib/webhooks/webhook-schemas";

export const POST = withApiKey({ testKeys: "own-mode", params: deliveryParams }, async ({ params, auth }) =>
  json(
    await retryWebhookDelivery(auth, {
      webhookId: params.webhook_id,
      deliveryId: params.delivery_id,
    }),
    { status: 202 },
  ),
);

export const GET = methodNotAllowed("POST");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
