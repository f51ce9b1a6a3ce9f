import { z } from "zod";

import { commentIdParams } from "@/lib/comments/comment-item-schemas";

/** The integration's own id for the reader who votes, reacts or flags (API keys only; readers vote as themselves). */
export const voterId = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(200)
  .meta({ description: "Your own id for the reader (1–200 characters); one vote, reaction or flag per reader." });

/** Body of POST /v1/comments/{comment_id}/upvote and PUT …/reactions/{name}. */
export const voterBody = z.strictObject({ voter_id: voterId.optional() }).meta({ id: "VoterRequest" });

/** Query of DELETE /v1/comments/{comment_id}/upvote and DELETE …/reactions/{name}. */
export const voterQuery = z.object({ voter_id: voterId.optional() });

/** Path parameters of /v1/comments/{comment_id}/reactions/{name}. */
export const reactionParams = commentIdParams.extend({
  name: z.string().max(100).meta({ description: "funny, interesting or insightful" }),
});
