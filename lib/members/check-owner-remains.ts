import { AppError } from "@/lib/core/app-error";
import type { Tx } from "@/lib/db/transaction";

/** Refuses a change that would leave an account with no owner (a demotion or a removal of its last one). */
export async function checkOwnerRemains(tx: Tx, accountId: string, leavingMembershipId: string): Promise<void> {
  const others = await tx.membership.count({ where: { accountId, role: "owner", id: { not: leavingMembershipId } } });
  if (others === 0) {
    throw new AppError("last_owner", "An account needs at least one owner: make someone else owner first.", {
      errors: [{ field: "role", message: "the last owner cannot be removed or demoted" }],
    });
  }
}
