import { removeAccountlessMembers } from "@/lib/accounts/remove-accountless-members";
import { AppError } from "@/lib/core/app-error";
import type { MemberRole } from "@/lib/core/member-roles";
import { transaction } from "@/lib/db/transaction";

import { checkOwnerRemains } from "./check-owner-remains";
import { findAccountMembership } from "./find-account-membership";

/**
 * Removes a member from an account; when it was their last account, the person goes too, with
 * their dashboard sessions. Only an owner removes an owner, and never the last one.
 */
export async function removeMember(
  accountId: string,
  input: { actorRole: MemberRole; membershipId: string },
): Promise<void> {
  await transaction(async (tx) => {
    const row = await findAccountMembership(tx, accountId, input.membershipId);
    if (row.role === "owner") {
      if (input.actorRole !== "owner") throw new AppError("forbidden", "Only an owner can remove an owner.");
      await checkOwnerRemains(tx, accountId, row.id);
    }
    await tx.membership.delete({ where: { id: row.id } });
    await removeAccountlessMembers(tx, [row.memberId]);
  });
}
