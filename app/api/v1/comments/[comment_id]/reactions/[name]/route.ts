import { browserPreflight } from "@/lib/http/browser-preflight";
import { browserActionLimits } from "@/lib/http/comment-limits";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { siteOfComment } from "@/lib/http/site-of-comment";
import { withClient } from "@/lib/http/with-client";
import { commentScopeOf } from "@/lib/readers/comment-scope-of";
import { voterKeyOf } from "@/lib/readers/voter-key-of";
import { addReaction } from "@/lib/votes/add-reaction";
import { removeReaction } from "@/lib/votes/remove-reaction";
import { reactionParams, voterBody, voterQuery } from "@/lib/votes/vote-schemas";

export const PUT = withClient(
  { params: reactionParams, body: voterBody },
  { testKeys: "own-mode", siteOf: siteOfComment, limits: browserActionLimits },
  async ({ params, body, auth, ip }) =>
    json(
      await addReaction(commentScopeOf(auth, ip), {
        commentId: params.comment_id,
        name: params.name,
        voterKey: voterKeyOf(auth, ip, body.voter_id),
      }),
    ),
);

export const DELETE = withClient(
  { params: reactionParams, query: voterQuery },
  { testKeys: "own-mode", siteOf: siteOfComment, limits: browserActionLimits },
  async ({ params, query, auth, ip }) =>
    json(
      await removeReaction(commentScopeOf(auth, ip), {
        commentId: params.comment_id,
        name: params.name,
        voterKey: voterKeyOf(auth, ip, query.voter_id, "query"),
      }),
    ),
);

export const OPTIONS = browserPreflight("PUT", "DELETE");
export const GET = methodNotAllowed("PUT", "DELETE");
export const POST = GET;
export const PATCH = GET;
