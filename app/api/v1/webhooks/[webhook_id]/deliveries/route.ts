import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { listWebhookDeliveries } from "@/lib/webhooks/list-webhook-deliveries";
import { listDeliveriesQuery, webhookIdParams } from "@/lib/webhooks/webhook-schemas";

export const GET = withApiKey(
  { testKeys: "own-mode", params: webhookIdParams, query: listDeliveriesQuery },
  async ({ params, query, auth }) =>
    json(
      await listWebhookDeliveries(auth, {
        webhookId: params.webhook_id,
        status: query.status,
        page: query.page,
        per_page: query.per_page,
      }),
    ),
);

export const POST = methodNotAllowed("GET");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
