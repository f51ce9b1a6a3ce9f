import { AppError } from "@/lib/core/app-error";
import { db } from "@/lib/db/client";

/** The account with this id, or an `account_not_found` error. */
export async function findAccount(accountId: string) {
  const account = await db().account.findUnique({ where: { id: accountId } });
  if (!account) throw new AppError("account_not_found", `No account ${accountId} exists.`);
  return account;
}
