import { commentIdParams, updateCommentBody } from "@/lib/comments/comment-item-schemas";
import { deleteComment } from "@/lib/comments/delete-comment";
import { getComment } from "@/lib/comments/get-comment";
import { updateComment } from "@/lib/comments/update-comment";
import { browserPreflight } from "@/lib/http/browser-preflight";
import { browserActionLimits } from "@/lib/http/comment-limits";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { requestNow } from "@/lib/http/request-now";
import { siteOfComment } from "@/lib/http/site-of-comment";
import { withApiKey } from "@/lib/http/with-api-key";
import { withClient } from "@/lib/http/with-client";
import { commentActorOf } from "@/lib/moderation/comment-actor-of";
import { commentScopeOf } from "@/lib/readers/comment-scope-of";

export const GET = withApiKey({ testKeys: "own-mode", params: commentIdParams }, async ({ params, auth }) =>
  json(await getComment(auth, params.comment_id)),
);

export const PATCH = withClient(
  { params: commentIdParams, body: updateCommentBody },
  { testKeys: "own-mode", siteOf: siteOfComment, limits: browserActionLimits },
  async ({ req, params, body, auth, ip }) =>
    json(
      await updateComment(commentScopeOf(auth, ip), {
        commentId: params.comment_id,
        content: body.content,
        now: requestNow(req),
      }),
    ),
);

export const DELETE = withClient(
  { params: commentIdParams },
  { testKeys: "own-mode", siteOf: siteOfComment, limits: browserActionLimits },
  async ({ req, params, auth, ip }) =>
    json(
      await deleteComment(commentScopeOf(auth, ip), {
        commentId: params.comment_id,
        actor: commentActorOf(auth),
        now: requestNow(req),
      }),
    ),
);

export const OPTIONS = browserPreflight("PATCH", "DELETE");
export const POST = methodNotAllowed("GET", "PATCH", "DELETE");
export const PUT = POST;
