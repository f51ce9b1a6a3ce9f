import { AppError } from "@/lib/core/app-error";
import type { MemberRole } from "@/lib/core/member-roles";
import { newId } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import type { Tx } from "@/lib/db/transaction";

/** Gives an e-mail address a role in an account, creating the member when the address is new. */
export async function addMember(
  accountId: string,
  input: { email: string; role: MemberRole; siteIds?: string[]; invitedById?: string | null },
  tx: Tx = db(),
) {
  const email = input.email.trim().toLowerCase();
  const member = await tx.member.upsert({ where: { email }, create: { id: newId("mem"), email }, update: {} });
  try {
    return await tx.membership.create({
      data: {
        id: newId("msh"),
        accountId,
        memberId: member.id,
        role: input.role,
        siteIds: JSON.stringify(input.role === "moderator" ? (input.siteIds ?? []) : []),
        invitedById: input.invitedById ?? null,
      },
      include: { member: true },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError("member_exists", `${email} is already a member of this account.`, {
      errors: [{ field: "email", message: "is already a member" }],
    });
  }
}
