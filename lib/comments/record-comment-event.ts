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
  const { spam, ...comment } = serializeComment(row, thread, { withSpam: true });
  await recordEvent(tx, {
    accountId: thread.site.accountId,
    siteId: thread.siteId,
    livemode: row.livemode,
    type,
    // The spam verdict goes to the account's webhooks and streams; the caller's answer may be public.
    object: object ? object(comment) : { ...comment, spam },
  });
  return comment;
}
