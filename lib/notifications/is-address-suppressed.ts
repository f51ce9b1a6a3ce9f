import { db } from "@/lib/db/client";

/**
 * Whether mail to an address must not go out for an account: it has an entry in that account's
 * list, or an every-account entry (accountId null). Compared lower-cased.
 */
export async function isAddressSuppressed(accountId: string, email: string): Promise<boolean> {
  const entry = await db().mailSuppression.findFirst({
    where: { email: email.trim().toLowerCase(), OR: [{ accountId }, { accountId: null }] },
    select: { id: true },
  });
  return entry !== null;
}
