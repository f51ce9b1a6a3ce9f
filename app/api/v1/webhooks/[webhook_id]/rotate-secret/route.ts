import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { rotateWebhookSecret } from "@/lib/webhooks/rotate-webhook-secret";
import { webhookIdParams } from "@/lib/webhooks/webhook-schemas";

export const POST = withApiKey({ testKeys: "own-mode", params: webhookIdParams }, async ({ params, auth }) =>
  json(await rotateWebhookSecret(auth, params.webhook_id)),
);

export const GET = methodNotAllowed("POST");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
