import type { Tx } from "@/lib/db/transaction";

import { queuePublishedNotice } from "./queue-published-notice";

/**
 * Notes, in the caller's transaction, that a live comment has just become visible (published when
 * written, or approved later), so that the notification worker tells whoever asked (repliers'
 * parents, followers, mentioned readers) once the change has committed, never for a change that
 * rolled back. Only the first time counts: a comment approved, removed and approved again notifies
 * once. Answers whether this was the first time. Test-mode comments notify nobody. The first time
 * also queues the members' "new comments on my sites" notice (queuePublishedNotice).
 */
export async function noteCommentVisible(
  tx: Tx,
  input: { accountId: string; siteId: string; commentId: string; livemode: boolean; justWritten?: boolean },
): Promise<boolean> {
  if (!input.livemode) return false;
  // A comment written in this transaction cannot have been visible before: no read needed.
  const known = input.justWritten
    ? null
    : await tx.readerFanout.findUnique({
        where: { commentId: input.commentId },
        select: { commentId: true },
      });
  if (known) return false;
  await tx.readerFanout.create({ data: { commentId: input.commentId } });
  await queuePublishedNotice(tx, input);
  return true;
}
