import { commentIdParams } from "@/lib/comments/comment-item-schemas";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { flagComment } from "@/lib/moderation/flag-comment";
import { flagCommentBody } from "@/lib/moderation/moderation-schemas";
import { apiVoterKey } from "@/lib/votes/api-voter-key";

export const POST = withApiKey({ params: commentIdParams, body: flagCommentBody }, async ({ params, body, auth }) =>
  json(await flagComment({ scope: auth, commentId: params.comment_id, voterKey: apiVoterKey(body.voter_id), reason: body.reason })),
);

export const GET = methodNotAllowed("POST");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
