import { z } from "zod";

import { idSchema } from "@/lib/core/id-schema";

import { queueDecisions } from "./decide-queue-comment";

const reason = z.string().trim().max(500, "Keep the reason under 500 characters.").nullish();
const commentIds = z
  .array(idSchema("cmt", "a comment id"))
  .min(1, "Select at least one comment.")
  .max(100, "At most 100 comments at once.");

/** One decision on one comment from the queue. */
export const decideCommentInput = z.strictObject({
  comment_id: idSchema("cmt", "a comment id"),
  action: z.enum(queueDecisions),
  reason,
});

/** One decision on the comments selected on the page. */
export const decideCommentsInput = z.strictObject({ comment_ids: commentIds, action: z.enum(queueDecisions), reason });

/** One step of a decision over everything a view matches (its URL parameters, a cursor, the start time). */
export const decideMatchingInput = z.strictObject({
  view: z.record(z.string(), z.string().max(2000)),
  action: z.enum(queueDecisions),
  reason,
  cursor: z.string().max(200).nullish(),
  until: z.iso.datetime(),
});

/** Undo of the member's last decision on these comments. */
export const undoDecisionsInput = z.strictObject({ comment_ids: commentIds });
