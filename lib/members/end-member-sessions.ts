import { db } from "@/lib/db/client";

/** Signs a member out everywhere: every dashboard session of theirs ends at once. */
export async function endMemberSessions(memberId: string): Promise<number> {
  const { count } = await db().memberSession.deleteMany({ where: { memberId } });
  return count;
}
