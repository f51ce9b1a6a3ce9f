import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { isIdOf } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";
import type { Tx } from "@/lib/db/transaction";

/**
 * A comment with its thread and site, if it belongs to the scope's account and mode. Another
 * account's comment, the other mode's, or a malformed id are all answered as missing (404).
 */
export async function findAccountComment(scope: AccountScope, commentId: string, tx: Tx = db()) {
  const row = isIdOf("cmt", commentId)
    ? await tx.comment.findUnique({ where: { id: commentId }, include: { thread: { include: { site: true } } } })
    : null;
  if (!row || row.livemode !== scope.livemode || row.thread.site.accountId !== scope.accountId) {
    throw new AppError("comment_not_found", `No comment ${commentId} exists.`);
  }
  return row;
}
