import { commentIdParams, updateCommentBody } from "@/lib/comments/comment-item-schemas";
import { deleteComment } from "@/lib/comments/delete-comment";
import { getComment } from "@/lib/comments/get-comment";
import { updateComment } from "@/lib/comments/update-comment";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { apiKeyActor } from "@/lib/moderation/api-key-actor";

export const GET = withApiKey({ params: commentIdParams }, async ({ params, auth }) =>
  json(await getComment(auth, params.comment_id)),
);

export const PATCH = withApiKey({ params: commentIdParams, body: updateCommentBody }, async ({ params, body, auth }) =>
  json(await updateComment({ scope: auth, commentId: params.comment_id, content: body.content })),
);

export const DELETE = withApiKey({ params: commentIdParams }, async ({ params, auth }) =>
  json(await deleteComment({ scope: auth, commentId: params.comment_id, actor: apiKeyActor(auth) })),
);

export const POST = methodNotAllowed("GET", "PATCH", "DELETE");
export const PUT = POST;
