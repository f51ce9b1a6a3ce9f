import { z } from "zod";

import { maxAuthorNameLength, maxContentLength } from "@/lib/core/comment-limits";
import { displayNameSchema } from "@/lib/core/display-name-schema";
import { idSchema } from "@/lib/core/id-schema";
import { paginationQuery } from "@/lib/core/pagination";
import { mailAddressSchema } from "@/lib/notifications/mail-address-schema";
import { threadUrlSchema } from "@/lib/threads/thread-url-schema";

/** Every status a comment can be in (transitions: docs/moderation.md). */
export const commentStatuses = ["pending", "approved", "rejected", "spam", "deleted"] as const;
/** A comment's moderation status. */
export type CommentStatus = (typeof commentStatuses)[number];

const siteId = idSchema("site", "a site id");
const commentId = idSchema("cmt", "a comment id");

/** Body of POST /v1/comments. */
export const createCommentBody = z
  .strictObject({
    site_id: siteId,
    thread_url: threadUrlSchema,
    content: z.string().trim().min(1, "must not be empty").max(maxContentLength),
    author_name: displayNameSchema(maxAuthorNameLength).optional(),
    parent_id: commentId.nullish(),
    notify_email: mailAddressSchema.optional().meta({
      description:
        "Guests only: an address to mail replies to (docs/notifications.md). One confirmation mail goes to it first; nothing else is sent until the guest confirms. Never shown.",
    }),
    form: z
      .strictObject({
        honeypot: z.string().max(1000).optional(),
        open_ms: z.number().int().min(0).max(2_592_000_000).optional(),
      })
      .optional()
      .meta({
        description:
          "Sent by the widget for its spam filter (docs/spam.md): the value of its invisible field (people leave it empty) and how many milliseconds its form was open before sending.",
      }),
  })
  .meta({ id: "CreateCommentRequest" });

/** Query of GET /v1/comments. */
export const listCommentsQuery = z.object({
  site_id: siteId,
  thread_url: threadUrlSchema,
  ...paginationQuery,
  sort: z.enum(["oldest", "newest", "top"]).default("oldest"),
});

/** The spam filter's view of a comment, for the site's own API keys, moderators and webhooks only. */
export const commentSpamSchema = z
  .object({
    score: z.number().min(0).max(1).meta({ description: "How likely spam, from 0 to 1 (docs/spam.md)." }),
    verdict: z.enum(["ham", "spam"]).meta({ description: "`spam` at or above the filter's hold threshold." }),
    reasons: z.array(z.object({ signal: z.string(), weight: z.number() })).meta({
      description:
        "The strongest signals for (positive weight) and against (negative) spam, e.g. `word:subscribe` +3.9, `author:approved_before` −2.0.",
    }),
  })
  .nullable()
  .meta({ id: "CommentSpam" });

const commentFields = {
  id: z.string().meta({ example: "cmt_01jd8x6f4pe7s9v2b0k3m5n7q8" }),
  site_id: z.string(),
  thread_id: z.string(),
  thread_url: z.string(),
  parent_id: z.string().nullable(),
  content: z.string().meta({ description: "As written (Markdown subset); empty once deleted." }),
  content_html: z.string().meta({ description: "`content` rendered to allowlisted HTML on the server." }),
  author_name: z.string().meta({ description: "Empty once deleted." }),
  author_kind: z
    .enum(["api", "guest", "reader", "import"])
    .meta({ description: "Who wrote it: an API key, a guest, a signed-in reader, or an imported comment's author." }),
  author_id: z
    .string()
    .nullable()
    .meta({ description: "The author's id when known (a reader's usr_…); null once deleted." }),
  status: z.enum(commentStatuses),
  deleted: z.boolean().meta({ description: "A deleted comment is a placeholder that keeps its replies' place." }),
  upvotes: z.number().int().min(0),
  reaction_counts: z.partialRecord(z.enum(["funny", "interesting", "insightful"]), z.number().int().min(1)),
  flag_count: z.number().int().min(0),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  edited_at: z.iso.datetime().nullable().meta({ description: "When the content last changed, or null." }),
  author: z
    .object({
      id: z.string().nullable(),
      kind: z.enum(["api", "guest", "reader", "import"]),
      name: z.string(),
      email: z.string().nullable(),
    })
    .optional()
    .meta({
      description:
        "Only for API keys of the site's account, on reads: who wrote it, e-mail included. Never in public answers.",
    }),
  spam: commentSpamSchema.optional().meta({
    description:
      "Only for API keys of the site's account (and webhooks): the spam filter's score and reasons when the comment was written; null when the filter was off. Never in public or reader answers.",
  }),
};

/** A comment as the API answers it, replies nested (at most 20 levels, flat below: docs/api.md). */
export const commentSchema: z.ZodType<CommentView> = z.object({
  ...commentFields,
  get replies() {
    return z.array(commentSchema).meta({
      description:
        "Listed replies, oldest first, nested at most 20 levels below the answer's top comment; a comment at the 20th level holds all its deeper replies flattened in thread order, each with its own parent_id. [] in the answers of writes.",
    });
  },
});
z.globalRegistry.add(commentSchema, { id: "Comment" });

/** The listed thread's state, so the widget can show a closed thread and its total without another call. */
const listedThreadSchema = z
  .object({
    id: z.string(),
    url: z.string().meta({ description: "The normalized URL." }),
    title: z.string().nullable(),
    locked: z.boolean().meta({ description: "A locked thread takes no new comments (409 thread_locked)." }),
    comment_count: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Every published comment of the thread, replies included." }),
  })
  .nullable()
  .meta({ description: "The thread, or null while the page has never been commented on." });

/** The spec's list envelope, with the thread's state. */
export const commentListSchema = z
  .object({
    thread: listedThreadSchema,
    comments: z.array(commentSchema),
    total: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Listed top-level comments: approved ones and deleted placeholders with listed replies." }),
    page: z.number().int().min(1),
    per_page: z.number().int(),
    has_more: z.boolean(),
  })
  .meta({ id: "CommentList" });

export type CreateCommentBody = z.infer<typeof createCommentBody>;
export type ListCommentsQuery = z.infer<typeof listCommentsQuery>;
/** A comment as the API answers it. */
export type CommentView = z.output<z.ZodObject<typeof commentFields>> & { replies: CommentView[] };
