import { z } from "zod";

import { maxContentLength } from "@/lib/core/comment-limits";
import { idSchema } from "@/lib/core/id-schema";
import { threadUrlSchema } from "@/lib/threads/thread-url-schema";

/** The most thread URLs one GET /v1/comments/counts answers (the count script batches by this). */
export const maxCountedThreads = 50;

const siteId = idSchema("site", "a site id");

/** Query of GET /v1/comments/counts: `thread_url` repeated, once per page. */
export const commentCountsQuery = z.object({
  site_id: siteId,
  thread_url: z
    .array(threadUrlSchema, { error: `give 1–${maxCountedThreads} thread_url parameters` })
    .min(1, `give 1–${maxCountedThreads} thread_url parameters`)
    .max(maxCountedThreads, `give 1–${maxCountedThreads} thread_url parameters`)
    .meta({
      description: `The pages to count, 1–${maxCountedThreads}: repeat the parameter (\`thread_url=…&thread_url=…\`).`,
    }),
});

/** Answer of GET /v1/comments/counts. */
export const commentCountsSchema = z
  .object({
    counts: z.record(z.string(), z.number().int().min(0)).meta({
      description:
        "Published comments (replies included) per thread_url, keyed as sent; a page never commented on counts 0.",
    }),
  })
  .meta({ id: "CommentCounts" });

/** Body of POST /v1/comments/preview. */
export const previewCommentBody = z
  .strictObject({
    site_id: siteId,
    content: z.string().trim().min(1, "must not be empty").max(maxContentLength),
  })
  .meta({ id: "CommentPreviewRequest" });

/** Answer of POST /v1/comments/preview. */
export const commentPreviewSchema = z
  .object({
    content_html: z
      .string()
      .meta({ description: "`content` rendered exactly as a new comment's `content_html` would be." }),
  })
  .meta({ id: "CommentPreview" });

export type CommentCountsQuery = z.infer<typeof commentCountsQuery>;
export type PreviewCommentBody = z.infer<typeof previewCommentBody>;
