import { commentIdParams } from "@/lib/comments/comment-item-schemas";
import { commentSchema } from "@/lib/comments/comment-schemas";
import {
  bulkModerationBody,
  bulkModerationSchema,
  moderateCommentBody,
  moderationHistoryQuery,
  moderationHistorySchema,
  moderationQueueQuery,
  moderationQueueSchema,
} from "@/lib/moderation/moderation-schemas";

import type { ApiOperation } from "./api-operation";

/** The moderation operations (statuses and transitions: docs/moderation.md). */
export const moderationOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/v1/comments/{comment_id}/moderation",
    summary: "Approve, reject, mark as spam or restore a comment, with an optional reason.",
    auth: "api_key",
    testKeys: "own-mode",
    params: commentIdParams,
    body: moderateCommentBody,
    success: { status: 200, schema: commentSchema, description: "The comment in its new status." },
    errors: [400, 401, 404, 409, 413, 415, 422, 429],
  },
  {
    method: "get",
    path: "/v1/comments/{comment_id}/moderation",
    summary: "A comment's moderation history, oldest first, and its flags by reason.",
    auth: "api_key",
    testKeys: "own-mode",
    params: commentIdParams,
    query: moderationHistoryQuery,
    success: { status: 200, schema: moderationHistorySchema, description: "One page of the history." },
    errors: [400, 401, 404, 429],
  },
  {
    method: "post",
    path: "/v1/moderation/bulk",
    summary: "Apply one moderation action to up to 100 comments; each succeeds or fails on its own.",
    auth: "api_key",
    testKeys: "own-mode",
    body: bulkModerationBody,
    success: { status: 200, schema: bulkModerationSchema, description: "The outcome per comment, in the order sent." },
    errors: [400, 401, 409, 413, 415, 422, 429],
  },
  {
    method: "get",
    path: "/v1/moderation/queue",
    summary: "A site's comments waiting for a moderator (or in another status), oldest first.",
    auth: "api_key",
    testKeys: "own-mode",
    query: moderationQueueQuery,
    success: { status: 200, schema: moderationQueueSchema, description: "One page of the queue." },
    errors: [400, 401, 404, 429],
  },
];
