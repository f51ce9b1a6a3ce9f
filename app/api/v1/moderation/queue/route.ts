import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { listModerationQueue } from "@/lib/moderation/list-moderation-queue";
import { moderationQueueQuery } from "@/lib/moderation/moderation-schemas";

export const GET = withApiKey({ testKeys: "own-mode", query: moderationQueueQuery }, async ({ query, auth }) =>
  json(await listModerationQueue(auth, query)),
);

export const POST = methodNotAllowed("GET");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
