import type { MemberRole } from "@/lib/core/member-roles";
import { db } from "@/lib/db/client";

/** Who is using the dashboard, in which account, with which role: everything a page or action is scoped by. */
export type MemberContext = {
  memberId: string;
  email: string;
  name: string | null;
  accountId: string;
  accountName: string;
  plan: string;
  role: MemberRole;
  /** Sites a moderator is limited to; empty means every site of the account. */
  siteIds: string[];
  accounts: { id: string; name: string; role: MemberRole }[];
};

/**
 * A signed-in member's context: the preferred account when they belong to it, else their oldest
 * membership; null when they belong to no account any more.
 */
export async function findMemberContext(
  memberId: string,
  preferredAccountId?: string | null,
): Promise<MemberContext | null> {
  const member = await db().member.findUnique({
    where: { id: memberId },
    include: { memberships: { include: { account: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
  });
  if (!member || member.memberships.length === 0) return null;
  const current = member.memberships.find((m) => m.accountId === preferredAccountId) ?? member.memberships[0]!;
  return {
    memberId: member.id,
    email: member.email,
    name: member.name,
    accountId: current.accountId,
    accountName: current.account.name,
    plan: current.account.plan,
    role: current.role as MemberRole,
    siteIds: JSON.parse(current.siteIds) as string[],
    accounts: member.memberships.map((m) => ({ id: m.accountId, name: m.account.name, role: m.role as MemberRole })),
  };
}
