import { commentIdParams } from "@/lib/comments/comment-item-schemas";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { apiVoterKey } from "@/lib/votes/api-voter-key";
import { upvoteComment } from "@/lib/votes/upvote-comment";
import { voterBody, voterQuery } from "@/lib/votes/vote-schemas";
import { withdrawUpvote } from "@/lib/votes/withdraw-upvote";

export const POST = withApiKey({ params: commentIdParams, body: voterBody }, async ({ params, body, auth }) =>
  json(await upvoteComment({ scope: auth, commentId: params.comment_id, voterKey: apiVoterKey(body.voter_id) })),
);

export const DELETE = withApiKey({ params: commentIdParams, query: voterQuery }, async ({ params, query, auth }) =>
  json(await withdrawUpvote({ scope: auth, commentId: params.comment_id, voterKey: apiVoterKey(query.voter_id) })),
);

export const GET = methodNotAllowed("POST", "DELETE");
export const PUT = GET;
export const PATCH = GET;
