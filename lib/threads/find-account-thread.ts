import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { isIdOf } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";

/** A thread with its site, if it belongs to the scope's account and mode; anything else is answered 404. */
export async function findAccountThread(scope: AccountScope, threadId: string) {
  const row = isIdOf("thr", threadId)
    ? await db().thread.findUnique({ where: { id: threadId }, include: { site: true } })
    : null;
  if (!row || row.livemode !== scope.livemode || row.site.accountId !== scope.accountId) {
    throw new AppError("thread_not_found", `No thread ${threadId} exists.`);
  }
  return row;
}
