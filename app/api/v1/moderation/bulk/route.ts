import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { apiKeyActor } from "@/lib/moderation/api-key-actor";
import { bulkModerateComments } from "@/lib/moderation/bulk-moderate-comments";
import { bulkModerationBody } from "@/lib/moderation/moderation-schemas";

export const POST = withApiKey({ testKeys: "own-mode", body: bulkModerationBody }, async ({ body, auth }) =>
  json(
    await bulkModerateComments(auth, {
      commentIds: body.comment_ids,
      action: body.action,
      reason: body.reason,
      actor: apiKeyActor(auth),
    }),
  ),
);

export const GET = methodNotAllowed("POST");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
