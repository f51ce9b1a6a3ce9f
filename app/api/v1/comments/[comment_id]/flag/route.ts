import { commentIdParams } from "@/lib/comments/comment-item-schemas";
import { browserPreflight } from "@/lib/http/browser-preflight";
import { browserActionLimits } from "@/lib/http/comment-limits";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { siteOfComment } from "@/lib/http/site-of-comment";
import { withClient } from "@/lib/http/with-client";
import { flagComment } from "@/lib/moderation/flag-comment";
import { flagCommentBody } from "@/lib/moderation/moderation-schemas";
import { commentScopeOf } from "@/lib/readers/comment-scope-of";
import { voterKeyOf } from "@/lib/readers/voter-key-of";

export const POST = withClient(
  { params: commentIdParams, body: flagCommentBody },
  { testKeys: "own-mode", siteOf: siteOfComment, limits: browserActionLimits },
  async ({ params, body, auth, ip }) =>
    json(
      await flagComment(commentScopeOf(auth, ip), {
        commentId: params.comment_id,
        voterKey: voterKeyOf(auth, ip, body.voter_id),
        reason: body.reason,
      }),
    ),
);

export const OPTIONS = browserPreflight("POST");
export const GET = methodNotAllowed("POST");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
