import { db } from "@/lib/db/client";

/** Marks a member's pending invitations as accepted, at their first sign-in. */
export async function markMemberJoined(memberId: string, now = new Date()): Promise<void> {
  await db().membership.updateMany({ where: { memberId, joinedAt: null }, data: { joinedAt: now } });
}
