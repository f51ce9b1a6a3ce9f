import { z } from "zod";

import { commentListSchema, commentSchema, createCommentBody, listCommentsQuery } from "@/lib/comments/comment-schemas";
import {
  commentCountsQuery,
  commentCountsSchema,
  commentPreviewSchema,
  previewCommentBody,
} from "@/lib/comments/comment-widget-schemas";
import { threadFragmentQuery } from "@/lib/comments/thread-fragment-schemas";
import { threadStreamQuery } from "@/lib/live/stream-schemas";

import type { ApiOperation } from "./api-operation";

/** The Comments API's operations. */
export const commentOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/v1/comments",
    summary: "List a thread's published comments, top-level comments paged, replies nested (20 levels, flat below).",
    auth: "api_key_or_session",
    testKeys: "own-mode",
    query: listCommentsQuery,
    success: {
      status: 200,
      schema: commentListSchema,
      description: "One page of the thread, with the thread's state (null before its first comment).",
    },
    errors: [400, 401, 404, 429],
  },
  {
    method: "post",
    path: "/v1/comments",
    summary:
      "Create a comment or a reply (at most 100 levels below its top-level comment); the thread is created on its first comment.",
    auth: "api_key_or_session",
    testKeys: "own-mode",
    body: createCommentBody,
    success: { status: 201, schema: commentSchema, description: "The new comment." },
    errors: [400, 401, 403, 404, 409, 413, 415, 422, 429],
  },
  {
    method: "get",
    path: "/v1/comments/counts",
    summary: "Published comment counts of up to 50 pages at once (the count script); public, cacheable for 60 seconds.",
    auth: "api_key_or_session",
    testKeys: "own-mode",
    query: commentCountsQuery,
    success: { status: 200, schema: commentCountsSchema, description: "One count per thread_url, keyed as sent." },
    errors: [400, 401, 404, 422, 429],
  },
  {
    method: "post",
    path: "/v1/comments/preview",
    summary: "Render a draft's Markdown to the sanitized HTML a comment would get; stores nothing.",
    auth: "api_key_or_session",
    testKeys: "public",
    body: previewCommentBody,
    success: { status: 200, schema: commentPreviewSchema, description: "The draft's content_html." },
    errors: [400, 401, 403, 404, 413, 415, 422, 429],
  },
  {
    method: "get",
    path: "/v1/comments/html",
    summary:
      "A thread's published comments as a server-rendered HTML fragment, for readers without JavaScript and search engines (no credentials; cacheable; see docs/sites.md).",
    auth: "none",
    query: threadFragmentQuery,
    success: {
      status: 200,
      mediaType: "text/html",
      schema: z.string(),
      description:
        "A `<section data-threadline-fragment>` with one page of the thread, replies nested; no script, no style.",
      headers: {
        "Cache-Control": {
          description: "`public, max-age=60, stale-while-revalidate=600`.",
          schema: { type: "string" },
        },
        ETag: {
          description: "Weak validator of the fragment; send it back in `If-None-Match` for a `304`.",
          schema: { type: "string" },
        },
      },
    },
    errors: [400, 404, 429],
  },
  {
    method: "get",
    path: "/v1/comments/stream",
    summary:
      "A live thread's changes as Server-Sent Events (no credentials): comment.published, comment.edited, comment.deleted, comment.removed, comment.counts, thread.locked, thread.unlocked, reload. Each `id` is the outbox event id; reconnect with Last-Event-ID (10 minutes back).",
    auth: "none",
    query: threadStreamQuery,
    success: {
      status: 200,
      mediaType: "text/event-stream",
      schema: z.string(),
      description:
        "An open stream: `retry: 3000`, then one message per change, and a `: ping` comment every 25 seconds.",
      headers: {
        "Cache-Control": { description: "`no-store, no-transform`.", schema: { type: "string" } },
        "X-Accel-Buffering": { description: "`no`: proxies must pass events on at once.", schema: { type: "string" } },
      },
    },
    errors: [400, 404, 429, 503],
  },
];
