import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { createWebhook } from "@/lib/webhooks/create-webhook";
import { listWebhooks } from "@/lib/webhooks/list-webhooks";
import { createWebhookBody, listWebhooksQuery } from "@/lib/webhooks/webhook-schemas";

export const GET = withApiKey({ testKeys: "own-mode", query: listWebhooksQuery }, async ({ query, auth }) =>
  json(await listWebhooks(auth, { page: query.page, per_page: query.per_page })),
);

export const POST = withApiKey({ testKeys: "own-mode", body: createWebhookBody }, async ({ body, auth }) =>
  json(await createWebhook(auth, body), { status: 201 }),
);

export const PUT = methodNotAllowed("GET", "POST");
export const PATCH = PUT;
export const DELETE = PUT;
