import type { Tx } from "@/lib/db/transaction";

import { queuePublishedNotice } from "./queue-published-notice";

/**
 * Called by lib/comments, inside the comment's transaction, whenever a comment becomes visible
 * (published when written, or approved later). Answers whether this is the first time (one
 * ReaderFanout row per comment ever), and only then sets off the mail about it: the members' "new
 * comments on my sites" notice.
 */
export async function noteCommentVisible(
  tx: Tx,
  input: { accountId: string; siteId: string; commentId: string; livemode: boolean },
): Promise<boolean> {
  const seen = await tx.readerFanout.findUnique({ where: { commentId: input.commentId }, select: { commentId: true } });
  if (seen) return false;
  await tx.readerFanout.create({ data: { commentId: input.commentId } });
  await queuePublishedNotice(tx, input);
  return true;
}
