import { db } from "@/lib/db/client";

/**
 * Clears an address from one account's list (accountId null: the every-account entries), by the
 * address rather than an id (the operator's CLI); answers how many entries went.
 */
export async function clearSuppressedAddress(scope: { accountId: string | null }, email: string): Promise<number> {
  const { count } = await db().mailSuppression.deleteMany({
    where: { accountId: scope.accountId, email: email.trim().toLowerCase() },
  });
  return count;
}
