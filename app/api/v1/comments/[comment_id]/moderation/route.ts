import { commentIdParams } from "@/lib/comments/comment-item-schemas";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { apiKeyActor } from "@/lib/moderation/api-key-actor";
import { listModerationActions } from "@/lib/moderation/list-moderation-actions";
import { moderateComment } from "@/lib/moderation/moderate-comment";
import { moderateCommentBody, moderationHistoryQuery } from "@/lib/moderation/moderation-schemas";

export const GET = withApiKey(
  { testKeys: "own-mode", params: commentIdParams, query: moderationHistoryQuery },
  async ({ params, query, auth }) =>
    json(
      await listModerationActions(auth, { commentId: params.comment_id, page: query.page, per_page: query.per_page }),
    ),
);

export const POST = withApiKey(
  { testKeys: "own-mode", params: commentIdParams, body: moderateCommentBody },
  async ({ params, body, auth }) =>
    json(
      await moderateComment(auth, {
        commentId: params.comment_id,
        ...body,
        actor: apiKeyActor(auth),
        answersRequest: true,
      }),
    ),
);

export const PUT = methodNotAllowed("GET", "POST");
export const PATCH = PUT;
export const DELETE = PUT;
