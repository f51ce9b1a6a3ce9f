import { z } from "zod";

import { displayNameSchema } from "@/lib/core/display-name-schema";
import { idSchema } from "@/lib/core/id-schema";
import { paginationQuery } from "@/lib/core/pagination";

/** The longest thread title, in characters. */
export const maxThreadTitleLength = 300;

/** Query of GET /v1/threads. */
export const listThreadsQuery = z.object({ site_id: idSchema("site", "a site id"), ...paginationQuery });

/** Path parameters of /v1/threads/{thread_id}; a malformed id is answered 404 like an unknown one. */
export const threadIdParams = z.object({ thread_id: z.string().max(100) });

/** Body of PATCH /v1/threads/{thread_id}. */
export const updateThreadBody = z
  .strictObject({
    // Shown like a name above the thread, so it gets the names' rule against invisible characters.
    title: displayNameSchema(maxThreadTitleLength)
      .nullable()
      .optional()
      .meta({ description: "The page's title; null clears it." }),
    locked: z.boolean().optional().meta({ description: "A locked thread takes no new comments (409 thread_locked)." }),
  })
  .refine((body) => body.title !== undefined || body.locked !== undefined, {
    message: "send title or locked",
    path: ["title"],
  })
  .meta({ id: "UpdateThreadRequest" });

/** A thread as the API answers it. */
export const threadSchema = z
  .object({
    id: z.string(),
    site_id: z.string(),
    url: z.string().meta({ description: "The page's normalized URL (the thread_url of its comments)." }),
    title: z.string().nullable(),
    locked: z.boolean(),
    comment_count: z.number().int().min(0).meta({ description: "Approved comments, replies included." }),
    top_level_count: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Listed top-level comments: the `total` of GET /v1/comments." }),
    last_activity_at: z.iso.datetime().meta({ description: "When the latest comment was written." }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "Thread" });

/** The list envelope of threads. */
export const threadListSchema = z
  .object({
    threads: z.array(threadSchema),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    per_page: z.number().int(),
    has_more: z.boolean(),
  })
  .meta({ id: "ThreadList" });

/** ListThreadsQuery after parsing. */
export type ListThreadsQuery = z.infer<typeof listThreadsQuery>;
/** UpdateThreadBody after parsing. */
export type UpdateThreadBody = z.infer<typeof updateThreadBody>;
/** A thread as the API answers it. */
export type ThreadView = z.output<typeof threadSchema>;
