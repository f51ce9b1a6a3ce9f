import type { CommentRow } from "@/lib/db/model-types";
import type { Tx } from "@/lib/db/transaction";
import { recordEvent } from "@/lib/events/record-event";

import type { CommentView } from "./comment-schemas";
import { serializeComment } from "./serialize-comment";

/** A comment's thread as events need it: where it lives and whose it is. */
export type CommentThread = { siteId: string; url: string; site: { accountId: string } };

/**
 * Writes a comment event to the outbox in the caller's transaction, carrying the comment as it is
 * now (or `object`, for events about something attached to it). Returns the comment's view.
 */
export async function recordCommentEvent(
  tx: Tx,
  type: string,
  row: CommentRow,
  thread: CommentThread,
  object?: (comment: CommentView) => unknown,
): Promise<CommentView> {
  const comment = serializeComment(row, thread);
  await recordEvent(tx, {
    accountId: thread.site.accountId,
    siteId: thread.siteId,
    livemode: row.livemode,
    type,
    object: object ? object(comment) : comment,
  });
  return comment;
}
