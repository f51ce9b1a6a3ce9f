import { db } from "@/lib/db/client";

/** How long someone who opened a sign-up link has to make their account before they are forgotten. */
export const abandonedSignUpHours = 24;

/**
 * Forgets sign-ups that went nowhere: expired sign-in and sign-up links, and people who belong to
 * no account a day after they were added (a sign-up link opened but no account made, or the last
 * membership gone), with their sessions. Returns how many people were forgotten.
 */
export async function sweepAbandonedSignUps(now = new Date()): Promise<number> {
  await db().memberVerificationToken.deleteMany({ where: { expires: { lt: now } } });
  const cutoff = new Date(now.getTime() - abandonedSignUpHours * 60 * 60 * 1000);
  const { count } = await db().member.deleteMany({ where: { createdAt: { lt: cutoff }, memberships: { none: {} } } });
  return count;
}
