import { db } from "@/lib/db/client";

/** Whether an address is on the suppression list for the account (its own entry, or one for every account). */
export async function isAddressSuppressed(accountId: string, email: string): Promise<boolean> {
  const entry = await db().mailSuppression.findFirst({
    where: { email: email.toLowerCase(), OR: [{ accountId }, { accountId: null }] },
    select: { id: true },
  });
  return entry !== null;
}
