import { z } from "zod";

import { commentSchema, commentStatuses } from "@/lib/comments/comment-schemas";
import { moderationActions } from "@/lib/comments/comment-transitions";
import { idSchema } from "@/lib/core/id-schema";
import { paginationQuery } from "@/lib/core/pagination";
import { voterId } from "@/lib/votes/vote-schemas";

/** Why a reader flags a comment. */
export const flagReasons = ["spam", "abuse", "off_topic", "other"] as const;

const reason = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(500)
  .nullish()
  .meta({ description: "Why, for the history." });

/** Body of POST /v1/comments/{comment_id}/moderation. */
export const moderateCommentBody = z
  .strictObject({ action: z.enum(moderationActions), reason })
  .meta({ id: "ModerateCommentRequest" });

/** Body of POST /v1/moderation/bulk. */
export const bulkModerationBody = z
  .strictObject({
    comment_ids: z
      .array(z.string().max(100))
      .min(1)
      .max(100)
      .refine((ids) => new Set(ids).size === ids.length, "must not repeat a comment id"),
    action: z.enum(moderationActions),
    reason,
  })
  .meta({ id: "BulkModerationRequest" });

/** Body of POST /v1/comments/{comment_id}/flag. */
export const flagCommentBody = z
  .strictObject({ voter_id: voterId.optional(), reason: z.enum(flagReasons) })
  .meta({ id: "FlagRequest" });

/** Query of GET /v1/moderation/queue. */
export const moderationQueueQuery = z.object({
  site_id: idSchema("site", "a site id"),
  status: z.enum(["pending", "approved", "rejected", "spam"]).default("pending"),
  sort: z.enum(["oldest", "spam_score"]).default("oldest").meta({
    description: "`oldest` first (the default), or `spam_score`: the highest spam score first, unscored comments last.",
  }),
  spam_verdict: z
    .enum(["spam", "ham"])
    .optional()
    .meta({ description: "Only comments the spam filter scored as likely spam (`spam`) or not (`ham`)." }),
  ...paginationQuery,
});

/** Query of GET /v1/comments/{comment_id}/moderation. */
export const moderationHistoryQuery = z.object({ ...paginationQuery });

const status = z.enum(commentStatuses);

/** One entry of a comment's moderation history. */
export const moderationActionSchema = z
  .object({
    id: z.string(),
    action: z.enum([...moderationActions, "delete", "flag_threshold", "hold", "auto_spam", "undo"]).meta({
      description:
        "hold and auto_spam: the site's rules held the new comment or sent it to spam when it was written (from_status pending, actor system); undo: a moderator took back their decision within 30 seconds",
    }),
    from_status: status,
    to_status: status,
    actor: z.string().meta({
      description:
        "api_key:<ak_id> for an API key, member:<mem_id> for a dashboard member, system for the site's rules (hold, auto_spam, flag_threshold)",
    }),
    reason: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "ModerationAction" });

const page = {
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  per_page: z.number().int(),
  has_more: z.boolean(),
};

/** GET /v1/comments/{comment_id}/moderation. */
export const moderationHistorySchema = z
  .object({
    comment_id: z.string(),
    status,
    flag_reasons: z.partialRecord(z.enum(flagReasons), z.number().int().min(1)),
    actions: z.array(moderationActionSchema),
    ...page,
  })
  .meta({ id: "ModerationHistory" });

/** GET /v1/moderation/queue. */
export const moderationQueueSchema = z
  .object({ comments: z.array(commentSchema), ...page })
  .meta({ id: "ModerationQueue" });

/** POST /v1/moderation/bulk. */
export const bulkModerationSchema = z
  .object({
    action: z.enum(moderationActions),
    succeeded: z.number().int().min(0),
    failed: z.number().int().min(0),
    results: z.array(
      z.union([
        z.object({ comment_id: z.string(), ok: z.literal(true), comment: commentSchema }),
        z.object({
          comment_id: z.string(),
          ok: z.literal(false),
          error: z.object({ code: z.string(), detail: z.string() }),
        }),
      ]),
    ),
  })
  .meta({ id: "BulkModerationResult" });

/** ModerationQueueQuery after parsing. */
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuery>;
/** One history entry as the API answers it. */
export type ModerationActionView = z.output<typeof moderationActionSchema>;
