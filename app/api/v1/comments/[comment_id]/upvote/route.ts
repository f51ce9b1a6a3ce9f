import { commentIdParams } from "@/lib/comments/comment-item-schemas";
import { browserPreflight } from "@/lib/http/browser-preflight";
import { browserActionLimits } from "@/lib/http/comment-limits";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { siteOfComment } from "@/lib/http/site-of-comment";
import { withClient } from "@/lib/http/with-client";
import { commentScopeOf } from "@/lib/readers/comment-scope-of";
import { voterKeyOf } from "@/lib/readers/voter-key-of";
import { upvoteComment } from "@/lib/votes/upvote-comment";
import { voterBody, voterQuery } from "@/lib/votes/vote-schemas";
import { withdrawUpvote } from "@/lib/votes/withdraw-upvote";

export const POST = withClient(
  { params: commentIdParams, body: voterBody },
  { testKeys: "own-mode", siteOf: siteOfComment, limits: browserActionLimits },
  async ({ params, body, auth, ip }) =>
    json(
      await upvoteComment(commentScopeOf(auth, ip), {
        commentId: params.comment_id,
        voterKey: voterKeyOf(auth, ip, body.voter_id),
      }),
    ),
);

export const DELETE = withClient(
  { params: commentIdParams, query: voterQuery },
  { testKeys: "own-mode", siteOf: siteOfComment, limits: browserActionLimits },
  async ({ params, query, auth, ip }) =>
    json(
      await withdrawUpvote(commentScopeOf(auth, ip), {
        commentId: params.comment_id,
        voterKey: voterKeyOf(auth, ip, query.voter_id, "query"),
      }),
    ),
);

export const OPTIONS = browserPreflight("POST", "DELETE");
export const GET = methodNotAllowed("POST", "DELETE");
export const PUT = GET;
export const PATCH = GET;
