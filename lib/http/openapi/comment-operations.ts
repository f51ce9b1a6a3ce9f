import { commentListSchema, commentSchema, createCommentBody, listCommentsQuery } from "@/lib/comments/comment-schemas";
import type { ApiOperation } from "./api-operation";

/** The Comments API's operations. */
export const commentOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/v1/comments",
    summary: "List a thread's published comments, top-level comments paged, replies nested (20 levels, flat below).",
    auth: "api_key_or_session",
    query: listCommentsQuery,
    success: { status: 200, schema: commentListSchema, description: "One page of the thread." },
    errors: [400, 401, 404, 429],
  },
  {
    method: "post",
    path: "/v1/comments",
    summary: "Create a comment or a reply (at most 100 levels below its top-level comment); the thread is created on its first comment.",
    auth: "api_key_or_session",
    body: createCommentBody,
    success: { status: 201, schema: commentSchema, description: "The new comment." },
    errors: [400, 401, 403, 404, 409, 413, 415, 422, 429],
  },
];
