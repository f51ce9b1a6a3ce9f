import { db } from "@/lib/db/client";

/** The member with this e-mail address who belongs to at least one account, or null. */
export async function findMemberByEmail(email: string) {
  return db().member.findFirst({ where: { email: email.trim().toLowerCase(), memberships: { some: {} } } });
}
