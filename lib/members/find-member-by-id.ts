import { db } from "@/lib/db/client";

/** A member by id with how many accounts they belong to, or null. */
export async function findMemberById(memberId: string) {
  const row = await db().member.findUnique({
    where: { id: memberId },
    select: { id: true, email: true, _count: { select: { memberships: true } } },
  });
  return row ? { id: row.id, email: row.email, accountCount: row._count.memberships } : null;
}
