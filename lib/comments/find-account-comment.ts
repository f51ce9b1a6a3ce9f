import { checkNotBanned } from "@/lib/bans/check-not-banned";
import type { CommentScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { isIdOf } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";
import type { Tx } from "@/lib/db/transaction";

/**
 * A comment with its thread and site, if the scope reaches it: an API key's own account and mode,
 * or, for a reader's browser, a live comment that is listed (or the reader's own) on the reader's
 * site, from a reader the site has not banned. Anything else is answered as missing (404).
 */
export async function findAccountComment(scope: CommentScope, commentId: string, tx: Tx = db()) {
  const row = isIdOf("cmt", commentId)
    ? await tx.comment.findUnique({ where: { id: commentId }, include: { thread: { include: { site: true } } } })
    : null;
  const reachable =
    row &&
    ("accountId" in scope
      ? row.livemode === scope.livemode && row.thread.site.accountId === scope.accountId
      : row.livemode &&
        (scope.readerSiteId === null || row.siteId === scope.readerSiteId) &&
        (row.listed || (scope.readerId !== null && row.authorRef === scope.readerId)));
  if (!row || !reachable) throw new AppError("comment_not_found", `No comment ${commentId} exists.`);
  if (!("accountId" in scope))
    await checkNotBanned(row.siteId, { readerId: scope.readerId, email: scope.email, ipHash: scope.ipHash });
  return row;
}
