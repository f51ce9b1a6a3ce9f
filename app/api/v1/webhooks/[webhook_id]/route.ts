import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { noContent } from "@/lib/http/no-content";
import { withApiKey } from "@/lib/http/with-api-key";
import { deleteWebhook } from "@/lib/webhooks/delete-webhook";
import { getWebhook } from "@/lib/webhooks/get-webhook";
import { updateWebhook } from "@/lib/webhooks/update-webhook";
import { updateWebhookBody, webhookIdParams } from "@/lib/webhooks/webhook-schemas";

export const GET = withApiKey({ testKeys: "own-mode", params: webhookIdParams }, async ({ params, auth }) =>
  json(await getWebhook(auth, params.webhook_id)),
);

export const PATCH = withApiKey(
  { testKeys: "own-mode", params: webhookIdParams, body: updateWebhookBody },
  async ({ params, body, auth }) => json(await updateWebhook(auth, params.webhook_id, body)),
);

export const DELETE = withApiKey({ testKeys: "own-mode", params: webhookIdParams }, async ({ params, auth }) => {
  await deleteWebhook(auth, params.webhook_id);
  return noContent();
});

export const POST = methodNotAllowed("GET", "PATCH", "DELETE");
export const PUT = POST;
