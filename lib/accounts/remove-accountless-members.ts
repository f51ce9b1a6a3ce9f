import type { Tx } from "@/lib/db/transaction";

/**
 * Among `memberIds`, removes the people who belong to no account any more: their dashboard
 * sessions (cascaded), pending sign-in tokens and the member row itself, since nothing else refers
 * to them; a later invitation or sign-up makes them anew. Answers the removed members' ids.
 */
export async function removeAccountlessMembers(tx: Tx, memberIds: string[]): Promise<string[]> {
  if (memberIds.length === 0) return [];
  const left = await tx.member.findMany({
    where: { id: { in: memberIds }, memberships: { none: {} } },
    select: { id: true, email: true },
  });
  if (left.length === 0) return [];
  await tx.memberVerificationToken.deleteMany({ where: { identifier: { in: left.map((m) => m.email) } } });
  await tx.memberSession.deleteMany({ where: { memberId: { in: left.map((m) => m.id) } } });
  await tx.member.deleteMany({ where: { id: { in: left.map((m) => m.id) } } });
  return left.map((m) => m.id);
}
