import { commentIdParams, updateCommentBody } from "@/lib/comments/comment-item-schemas";
import { commentSchema } from "@/lib/comments/comment-schemas";
import { deleteComment } from "@/lib/comments/delete-comment";
import { getComment } from "@/lib/comments/get-comment";
import { updateComment } from "@/lib/comments/update-comment";
import { commentActorOf } from "@/lib/moderation/comment-actor-of";
import { flagComment } from "@/lib/moderation/flag-comment";
import { flagCommentBody } from "@/lib/moderation/moderation-schemas";
import { commentScopeOf } from "@/lib/readers/comment-scope-of";
import { voterKeyOf } from "@/lib/readers/voter-key-of";
import { addReaction } from "@/lib/votes/add-reaction";
import { removeReaction } from "@/lib/votes/remove-reaction";
import { upvoteComment } from "@/lib/votes/upvote-comment";
import { reactionParams, voterBody, voterQuery } from "@/lib/votes/vote-schemas";
import { withdrawUpvote } from "@/lib/votes/withdraw-upvote";

import { json } from "../json-response";
import { requestNow } from "../request-now";
import { siteOfComment } from "../site-of-comment";
import { browserActionLimits } from "./browser-limits";
import { defineApiKeyOperation } from "./define-api-key-operation";
import { defineClientOperation } from "./define-client-operation";

const one = "/v1/comments/{comment_id}";
const comment = (description: string) => ({ status: 200, schema: commentSchema, description });
// A browser's change to one comment must come from that comment's site, and counts as a browser action.
const browserChange = { testKeys: "own-mode", siteOf: siteOfComment, limits: browserActionLimits } as const;

/** Operations on one comment: read, edit, delete, upvote, react, flag. */
export const commentItemOperations = {
  getComment: defineApiKeyOperation({
    method: "GET",
    path: one,
    summary: "Get a comment",
    description:
      "One comment with its listed replies nested, 20 levels and flat below (a deleted one as its placeholder).",
    testKeys: "own-mode",
    params: commentIdParams,
    success: comment("The comment."),
    handle: async ({ params, auth }) => json(await getComment(auth, params.comment_id)),
  }),
  updateComment: defineClientOperation({
    ...browserChange,
    method: "PATCH",
    path: one,
    summary: "Edit a comment",
    description:
      "Change a comment's content; sets edited_at and writes comment.updated. A signed-in reader may edit their own comment within the site's edit window.",
    params: commentIdParams,
    body: updateCommentBody,
    success: comment("The edited comment."),
    errors: [409],
    handle: async ({ req, params, body, auth, ip }) =>
      json(
        await updateComment(commentScopeOf(auth, ip), {
          commentId: params.comment_id,
          content: body.content,
          now: requestNow(req),
        }),
      ),
  }),
  deleteComment: defineClientOperation({
    ...browserChange,
    method: "DELETE",
    path: one,
    summary: "Delete a comment",
    description:
      "Delete a comment: with replies it stays as a placeholder, without it leaves the lists. A signed-in reader may delete their own comment.",
    params: commentIdParams,
    success: comment("The deleted comment (content erased, deleted: true)."),
    handle: async ({ req, params, auth, ip }) =>
      json(
        await deleteComment(commentScopeOf(auth, ip), {
          commentId: params.comment_id,
          actor: commentActorOf(auth),
          now: requestNow(req),
        }),
      ),
  }),
  upvoteComment: defineClientOperation({
    ...browserChange,
    method: "POST",
    path: `${one}/upvote`,
    summary: "Upvote a comment",
    description: "Upvote a comment for a voter; a voter counts once however often it calls.",
    params: commentIdParams,
    body: voterBody,
    success: comment("The comment with its upvote count."),
    errors: [409],
    handle: async ({ params, body, auth, ip }) =>
      json(
        await upvoteComment(commentScopeOf(auth, ip), {
          commentId: params.comment_id,
          voterKey: voterKeyOf(auth, ip, body.voter_id),
        }),
      ),
  }),
  withdrawUpvote: defineClientOperation({
    ...browserChange,
    method: "DELETE",
    path: `${one}/upvote`,
    summary: "Withdraw an upvote",
    description: "Take a voter's upvote back (no change if it had none).",
    params: commentIdParams,
    query: voterQuery,
    success: comment("The comment with its upvote count."),
    errors: [409, 422],
    handle: async ({ params, query, auth, ip }) =>
      json(
        await withdrawUpvote(commentScopeOf(auth, ip), {
          commentId: params.comment_id,
          voterKey: voterKeyOf(auth, ip, query.voter_id, "query"),
        }),
      ),
  }),
  addReaction: defineClientOperation({
    ...browserChange,
    method: "PUT",
    path: `${one}/reactions/{name}`,
    summary: "Add a reaction",
    description: "Add a voter's reaction (funny, interesting, insightful); one of each kind per voter.",
    params: reactionParams,
    body: voterBody,
    success: comment("The comment with its reaction counts."),
    errors: [409],
    handle: async ({ params, body, auth, ip }) =>
      json(
        await addReaction(commentScopeOf(auth, ip), {
          commentId: params.comment_id,
          name: params.name,
          voterKey: voterKeyOf(auth, ip, body.voter_id),
        }),
      ),
  }),
  removeReaction: defineClientOperation({
    ...browserChange,
    method: "DELETE",
    path: `${one}/reactions/{name}`,
    summary: "Remove a reaction",
    description: "Take a voter's reaction back (no change if it had none).",
    params: reactionParams,
    query: voterQuery,
    success: comment("The comment with its reaction counts."),
    errors: [409, 422],
    handle: async ({ params, query, auth, ip }) =>
      json(
        await removeReaction(commentScopeOf(auth, ip), {
          commentId: params.comment_id,
          name: params.name,
          voterKey: voterKeyOf(auth, ip, query.voter_id, "query"),
        }),
      ),
  }),
  flagComment: defineClientOperation({
    ...browserChange,
    method: "POST",
    path: `${one}/flag`,
    summary: "Flag a comment",
    description: "Flag a comment for a reader; at the site's threshold an approved comment goes back to pending.",
    params: commentIdParams,
    body: flagCommentBody,
    success: comment("The comment with its flag count and status."),
    errors: [409],
    handle: async ({ params, body, auth, ip }) =>
      json(
        await flagComment(commentScopeOf(auth, ip), {
          commentId: params.comment_id,
          voterKey: voterKeyOf(auth, ip, body.voter_id),
          reason: body.reason,
        }),
      ),
  }),
};
