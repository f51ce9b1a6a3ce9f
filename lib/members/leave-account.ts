import { removeAccountlessMembers } from "@/lib/accounts/remove-accountless-members";
import { AppError } from "@/lib/core/app-error";
import { transaction } from "@/lib/db/transaction";

/**
 * A member leaves an account of theirs (never its last owner: someone else must be made owner
 * first). When it was their last account, they are removed with their sessions, which signs them
 * out everywhere. Answers whether the member is gone.
 */
export async function leaveAccount(accountId: string, memberId: string): Promise<{ memberRemoved: boolean }> {
  return transaction(async (tx) => {
    const membership = await tx.membership.findUnique({ where: { accountId_memberId: { accountId, memberId } } });
    if (!membership) throw new AppError("member_not_found", "You are not a member of this account.");
    if (membership.role === "owner") {
      const owners = await tx.membership.count({ where: { accountId, role: "owner" } });
      if (owners <= 1) {
        throw new AppError(
          "last_owner",
          "You are this account's only owner: make someone else owner on the Team page first, or delete the account.",
        );
      }
    }
    await tx.membership.delete({ where: { id: membership.id } });
    return { memberRemoved: (await removeAccountlessMembers(tx, [memberId])).length > 0 };
  });
}
