import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { addReaction } from "@/lib/votes/add-reaction";
import { apiVoterKey } from "@/lib/votes/api-voter-key";
import { removeReaction } from "@/lib/votes/remove-reaction";
import { reactionParams, voterBody, voterQuery } from "@/lib/votes/vote-schemas";

export const PUT = withApiKey({ params: reactionParams, body: voterBody }, async ({ params, body, auth }) =>
  json(await addReaction({ scope: auth, commentId: params.comment_id, name: params.name, voterKey: apiVoterKey(body.voter_id) })),
);

export const DELETE = withApiKey({ params: reactionParams, query: voterQuery }, async ({ params, query, auth }) =>
  json(await removeReaction({ scope: auth, commentId: params.comment_id, name: params.name, voterKey: apiVoterKey(query.voter_id) })),
);

export const GET = methodNotAllowed("PUT", "DELETE");
export const POST = GET;
export const PATCH = GET;
