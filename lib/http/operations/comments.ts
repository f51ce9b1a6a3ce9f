import { z } from "zod";

import { commentListSchema, commentSchema, createCommentBody, listCommentsQuery } from "@/lib/comments/comment-schemas";
import {
  commentCountsQuery,
  commentCountsSchema,
  commentPreviewSchema,
  previewCommentBody,
} from "@/lib/comments/comment-widget-schemas";
import { countThreadComments } from "@/lib/comments/count-thread-comments";
import { createComment } from "@/lib/comments/create-comment";
import { getThreadFragment } from "@/lib/comments/get-thread-fragment";
import { previewComment } from "@/lib/comments/preview-comment";
import { readThreadPage } from "@/lib/comments/read-thread-page";
import { threadFragmentQuery } from "@/lib/comments/thread-fragment-schemas";
import { dashboardBaseUrl } from "@/lib/core/dashboard-base-url";
import { openThreadStream } from "@/lib/live/open-thread-stream";
import { threadStreamQuery } from "@/lib/live/stream-schemas";
import { noteWidgetSeen } from "@/lib/sites/note-widget-seen";

import { eventStreamResponse } from "../event-stream-response";
import { htmlResponse } from "../html-response";
import { json } from "../json-response";
import { requestNow } from "../request-now";
import { threadPageResponse } from "../thread-page-response";
import { commentLimits, previewLimits, publicCountLimits, publicReadLimits } from "./browser-limits";
import { defineClientOperation } from "./define-client-operation";

const cacheableFragment = "public, max-age=60, stale-while-revalidate=600";

/** A thread's comments: list, create, count, preview, and the HTML and live views of a thread. */
export const commentOperations = {
  listComments: defineClientOperation({
    method: "GET",
    path: "/v1/comments",
    summary: "List a thread's comments",
    description:
      "A thread's published comments, top-level comments paged, replies nested (20 levels, flat below). Answers `304` to a matching `If-None-Match`.",
    testKeys: "own-mode",
    query: listCommentsQuery,
    success: {
      status: 200,
      schema: commentListSchema,
      description: "One page of the thread, with the thread's state (null before its first comment).",
    },
    errors: [404],
    conditional: true,
    siteOf: ({ query }) => query.site_id,
    limits: publicReadLimits,
    handle: async ({ req, query, auth, headers }) => {
      if (auth.kind !== "api_key") await noteWidgetSeen(query.site_id, req.headers.get("origin"), query.thread_url);
      return threadPageResponse(
        await readThreadPage({ ...query, auth }, req.headers.get("if-none-match")),
        auth.kind === "guest" && !headers.has("set-cookie"),
      );
    },
  }),
  createComment: defineClientOperation({
    method: "POST",
    path: "/v1/comments",
    summary: "Create a comment",
    description:
      "Create a comment or a reply (at most 100 levels below its top-level comment); the thread is created on its first comment.",
    testKeys: "own-mode",
    body: createCommentBody,
    success: { status: 201, schema: commentSchema, description: "The new comment." },
    errors: [403, 404, 409, 422],
    siteOf: ({ body }) => body.site_id,
    limits: commentLimits,
    handle: async ({ body, auth, ip }) => json(await createComment({ ...body, auth, ip }), { status: 201 }),
  }),
  countComments: defineClientOperation({
    method: "GET",
    path: "/v1/comments/counts",
    summary: "Count comments of many pages",
    description:
      "Published comment counts of up to 50 pages at once (the count script); public, cacheable for 60 seconds.",
    testKeys: "own-mode",
    query: commentCountsQuery,
    success: { status: 200, schema: commentCountsSchema, description: "One count per thread_url, keyed as sent." },
    errors: [404, 422],
    siteOf: ({ query }) => query.site_id,
    limits: publicCountLimits,
    handle: async ({ query, auth, headers }) => {
      // Public counts are the same for every browser, so shared caches may keep them a minute; an API
      // key's (maybe test-mode) answer, or one that clears a cookie, stays with its client.
      const shared = auth.kind !== "api_key" && !headers.has("set-cookie");
      return json(await countThreadComments({ ...query, auth }), {
        headers: { "Cache-Control": `${shared ? "public" : "private"}, max-age=60` },
      });
    },
  }),
  previewComment: defineClientOperation({
    method: "POST",
    path: "/v1/comments/preview",
    summary: "Preview a draft",
    description: "Render a draft's Markdown to the sanitized HTML a comment would get; stores nothing.",
    testKeys: "public",
    body: previewCommentBody,
    success: { status: 200, schema: commentPreviewSchema, description: "The draft's content_html." },
    errors: [403, 404, 422],
    siteOf: ({ body }) => body.site_id,
    limits: previewLimits,
    handle: async ({ body, auth }) => json(await previewComment({ ...body, auth })),
  }),
  getThreadHtml: defineClientOperation({
    method: "GET",
    path: "/v1/comments/html",
    summary: "Get a thread as HTML",
    description:
      "A thread's published comments as a server-rendered HTML fragment, for readers without JavaScript and search engines (no credentials needed; cacheable; see docs/sites.md).",
    testKeys: "public",
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
      },
    },
    errors: [404],
    conditional: true,
    siteOf: ({ query }) => query.site_id,
    limits: publicReadLimits,
    handle: async ({ req, query, headers }) => {
      // The next page's link is built on PUBLIC_URL (or loopback), never on the request's Host.
      const html = await getThreadFragment({ ...query, baseUrl: dashboardBaseUrl() });
      // An ended session's cookie is cleared in this answer: no shared cache may keep and replay that.
      const cacheControl = headers.has("set-cookie") ? "private, no-store" : cacheableFragment;
      return htmlResponse(req, html, { "Cache-Control": cacheControl });
    },
  }),
  streamThread: defineClientOperation({
    method: "GET",
    path: "/v1/comments/stream",
    summary: "Follow a thread live (SSE)",
    description:
      "A live thread's changes as Server-Sent Events (no credentials needed): comment.published, comment.edited, comment.deleted, comment.removed, comment.counts, thread.locked, thread.unlocked, reload. Each `id` is the outbox event id; reconnect with Last-Event-ID (10 minutes back).",
    testKeys: "public",
    query: threadStreamQuery,
    success: {
      status: 200,
      mediaType: "text/event-stream",
      schema: z.string(),
      description:
        "An open stream: `retry: 3000`, then one message per change (`id`, `event`, `data` as JSON), and a `: ping` comment every 25 seconds.",
      example: [
        "retry: 3000",
        "",
        "id: evt_01jd5x0m6pfe8bxk4gq2vwy3zr",
        "event: comment.published",
        'data: {"comment":{"id":"cmt_01jd5x0m6pfe8bxk4gq2vwy3zr","parent_id":null,"content":"Great post!","author_name":"Ada","status":"approved","upvotes":0,"replies":[]}}',
        "",
        ": ping",
        "",
      ].join("\n"),
      headers: {
        "Cache-Control": { description: "`no-store, no-transform`.", schema: { type: "string" } },
        "X-Accel-Buffering": { description: "`no`: proxies must pass events on at once.", schema: { type: "string" } },
      },
    },
    errors: [404, 503],
    siteOf: ({ query }) => query.site_id,
    limits: publicReadLimits,
    handle: async ({ req, query, ip }) => {
      const start = await openThreadStream({
        ...query,
        ip,
        lastEventId: req.headers.get("last-event-id") ?? query.last_event_id ?? null,
        now: requestNow(req),
      });
      return eventStreamResponse(req.signal, start);
    },
  }),
};
