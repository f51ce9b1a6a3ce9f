import { commentIdParams } from "@/lib/comments/comment-item-schemas";
import { commentSchema } from "@/lib/comments/comment-schemas";
import { apiKeyActor } from "@/lib/moderation/api-key-actor";
import { bulkModerateComments } from "@/lib/moderation/bulk-moderate-comments";
import { listModerationActions } from "@/lib/moderation/list-moderation-actions";
import { listModerationQueue } from "@/lib/moderation/list-moderation-queue";
import { moderateComment } from "@/lib/moderation/moderate-comment";
import {
  bulkModerationBody,
  bulkModerationSchema,
  moderateCommentBody,
  moderationHistoryQuery,
  moderationHistorySchema,
  moderationQueueQuery,
  moderationQueueSchema,
} from "@/lib/moderation/moderation-schemas";

import { json } from "../json-response";
import { defineApiKeyOperation } from "./define-api-key-operation";

/** The moderation operations (statuses and transitions: docs/moderation.md). */
export const moderationOperations = {
  moderateComment: defineApiKeyOperation({
    method: "POST",
    path: "/v1/comments/{comment_id}/moderation",
    summary: "Moderate a comment",
    description: "Approve, reject, mark as spam or restore a comment, with an optional reason.",
    testKeys: "own-mode",
    params: commentIdParams,
    body: moderateCommentBody,
    success: { status: 200, schema: commentSchema, description: "The comment in its new status." },
    errors: [409],
    handle: async ({ params, body, auth }) =>
      json(
        await moderateComment(auth, {
          commentId: params.comment_id,
          ...body,
          actor: apiKeyActor(auth),
          answersRequest: true,
        }),
      ),
  }),
  listModerationActions: defineApiKeyOperation({
    method: "GET",
    path: "/v1/comments/{comment_id}/moderation",
    summary: "Get a comment's moderation history",
    description: "A comment's moderation history, oldest first, and its flags by reason.",
    testKeys: "own-mode",
    params: commentIdParams,
    query: moderationHistoryQuery,
    success: { status: 200, schema: moderationHistorySchema, description: "One page of the history." },
    handle: async ({ params, query, auth }) =>
      json(
        await listModerationActions(auth, { commentId: params.comment_id, page: query.page, per_page: query.per_page }),
      ),
  }),
  bulkModerateComments: defineApiKeyOperation({
    method: "POST",
    path: "/v1/moderation/bulk",
    summary: "Moderate comments in bulk",
    description: "Apply one moderation action to up to 100 comments; each succeeds or fails on its own.",
    testKeys: "own-mode",
    body: bulkModerationBody,
    success: { status: 200, schema: bulkModerationSchema, description: "The outcome per comment, in the order sent." },
    handle: async ({ body, auth }) =>
      json(
        await bulkModerateComments(auth, {
          commentIds: body.comment_ids,
          action: body.action,
          reason: body.reason,
          actor: apiKeyActor(auth),
        }),
      ),
  }),
  listModerationQueue: defineApiKeyOperation({
    method: "GET",
    path: "/v1/moderation/queue",
    summary: "List the moderation queue",
    description: "A site's comments waiting for a moderator (or in another status), oldest first.",
    testKeys: "own-mode",
    query: moderationQueueQuery,
    success: { status: 200, schema: moderationQueueSchema, description: "One page of the queue." },
    errors: [404],
    handle: async ({ query, auth }) => json(await listModerationQueue(auth, query)),
  }),
};
