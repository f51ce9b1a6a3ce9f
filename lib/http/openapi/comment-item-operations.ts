import { commentIdParams, updateCommentBody } from "@/lib/comments/comment-item-schemas";
import { commentSchema } from "@/lib/comments/comment-schemas";
import { flagCommentBody } from "@/lib/moderation/moderation-schemas";
import { reactionParams, voterBody, voterQuery } from "@/lib/votes/vote-schemas";

import type { ApiOperation } from "./api-operation";

const one = "/v1/comments/{comment_id}";
const comment = (description: string) => ({ status: 200, schema: commentSchema, description });

/** Operations on one comment: read, edit, delete, upvote, react, flag. */
export const commentItemOperations: ApiOperation[] = [
  {
    method: "get",
    path: one,
    summary:
      "Get one comment with its listed replies nested, 20 levels and flat below (a deleted one as its placeholder).",
    auth: "api_key",
    testKeys: "own-mode",
    params: commentIdParams,
    success: comment("The comment."),
    errors: [401, 404, 429],
  },
  {
    method: "patch",
    path: one,
    summary: "Change a comment's content; sets edited_at and writes comment.updated.",
    auth: "api_key",
    testKeys: "own-mode",
    params: commentIdParams,
    body: updateCommentBody,
    success: comment("The edited comment."),
    errors: [400, 401, 404, 409, 413, 415, 422, 429],
  },
  {
    method: "delete",
    path: one,
    summary: "Delete a comment: with replies it stays as a placeholder, without it leaves the lists.",
    auth: "api_key",
    testKeys: "own-mode",
    params: commentIdParams,
    success: comment("The deleted comment (content erased, deleted: true)."),
    errors: [401, 404, 429],
  },
  {
    method: "post",
    path: `${one}/upvote`,
    summary: "Upvote a comment for a voter; a voter counts once however often it calls.",
    auth: "api_key",
    testKeys: "own-mode",
    params: commentIdParams,
    body: voterBody,
    success: comment("The comment with its upvote count."),
    errors: [400, 401, 404, 409, 413, 415, 422, 429],
  },
  {
    method: "delete",
    path: `${one}/upvote`,
    summary: "Take a voter's upvote back (no change if it had none).",
    auth: "api_key",
    testKeys: "own-mode",
    params: commentIdParams,
    query: voterQuery,
    success: comment("The comment with its upvote count."),
    errors: [400, 401, 404, 409, 422, 429],
  },
  {
    method: "put",
    path: `${one}/reactions/{name}`,
    summary: "Add a voter's reaction (funny, interesting, insightful); one of each kind per voter.",
    auth: "api_key",
    testKeys: "own-mode",
    params: reactionParams,
    body: voterBody,
    success: comment("The comment with its reaction counts."),
    errors: [400, 401, 404, 409, 413, 415, 422, 429],
  },
  {
    method: "delete",
    path: `${one}/reactions/{name}`,
    summary: "Take a voter's reaction back (no change if it had none).",
    auth: "api_key",
    testKeys: "own-mode",
    params: reactionParams,
    query: voterQuery,
    success: comment("The comment with its reaction counts."),
    errors: [400, 401, 404, 409, 422, 429],
  },
  {
    method: "post",
    path: `${one}/flag`,
    summary: "Flag a comment for a reader; at the site's threshold an approved comment goes back to pending.",
    auth: "api_key",
    testKeys: "own-mode",
    params: commentIdParams,
    body: flagCommentBody,
    success: comment("The comment with its flag count and status."),
    errors: [400, 401, 404, 409, 413, 415, 422, 429],
  },
];
