import { db } from "@/lib/db/client";

import { serializeMembership, type MembershipView } from "./serialize-membership";

/** Every member of an account, owners first, then by when they were added. */
export async function listMembers(accountId: string): Promise<MembershipView[]> {
  const rows = await db().membership.findMany({
    where: { accountId },
    include: { member: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const rank = { owner: 0, admin: 1, moderator: 2 } as Record<string, number>;
  return rows.map(serializeMembership).sort((a, b) => (rank[a.role] ?? 3) - (rank[b.role] ?? 3));
}
