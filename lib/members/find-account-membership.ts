import { AppError } from "@/lib/core/app-error";
import { isIdOf } from "@/lib/core/new-id";
import type { Tx } from "@/lib/db/transaction";

/** A membership of this account; another account's (or an unknown) id is answered as missing. */
export async function findAccountMembership(tx: Tx, accountId: string, membershipId: string) {
  const row = isIdOf("msh", membershipId)
    ? await tx.membership.findUnique({ where: { id: membershipId }, include: { member: true } })
    : null;
  if (!row || row.accountId !== accountId)
    throw new AppError("member_not_found", `No member ${membershipId} in this account.`);
  return row;
}
