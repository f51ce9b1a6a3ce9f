import { AppError } from "@/lib/core/app-error";
import type { MemberRole } from "@/lib/core/member-roles";
import { transaction } from "@/lib/db/transaction";

import { checkOwnerRemains } from "./check-owner-remains";
import { findAccountMembership } from "./find-account-membership";
import { serializeMembership, type MembershipView } from "./serialize-membership";

/**
 * Changes a member's role in an account (and a moderator's sites). Only an owner may make or
 * unmake owners, and the last owner stays an owner.
 */
export async function changeMemberRole(
  accountId: string,
  input: {
    actorRole: MemberRole;
    membershipId: string;
    role: MemberRole;
    siteIds: string[];
  },
): Promise<MembershipView> {
  return transaction(async (tx) => {
    const row = await findAccountMembership(tx, accountId, input.membershipId);
    if ((row.role === "owner" || input.role === "owner") && input.actorRole !== "owner") {
      throw new AppError("forbidden", "Only an owner can make or change owners.");
    }
    if (row.role === "owner" && input.role !== "owner") await checkOwnerRemains(tx, accountId, row.id);
    if (input.siteIds.length) {
      const owned = await tx.site.count({ where: { id: { in: input.siteIds }, accountId: accountId } });
      if (owned !== new Set(input.siteIds).size) {
        throw new AppError("validation_failed", "Some of those sites are not this account's.", {
          errors: [{ field: "site_ids", message: "must be sites of this account" }],
        });
      }
    }
    const updated = await tx.membership.update({
      where: { id: row.id },
      data: { role: input.role, siteIds: JSON.stringify(input.role === "moderator" ? input.siteIds : []) },
      include: { member: true },
    });
    return serializeMembership(updated);
  });
}
