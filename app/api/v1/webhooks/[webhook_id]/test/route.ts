import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { sendTestWebhook } from "@/lib/webhooks/send-test-webhook";
import { webhookIdParams } from "@/lib/webhooks/webhook-schemas";

export const POST = withApiKey({ testKeys: "own-mode", params: webhookIdParams }, async ({ params, auth }) =>
  json(await sendTestWebhook(auth, params.webhook_id), { status: 202 }),
);

export const GET = methodNotAllowed("POST");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
