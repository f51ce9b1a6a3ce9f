import { newId } from "@/lib/core/new-id";
import { signupPolicy } from "@/lib/core/signup-policy";
import { db } from "@/lib/db/client";

/**
 * The member behind a sign-up link that was just opened (next-auth's createUser): only while
 * sign-ups are open. They belong to no account until they make one on the welcome page.
 */
export async function createSignedUpMember(input: { email: string; emailVerified: Date | null }) {
  if (signupPolicy() !== "open") throw new Error("sign-ups are not open: members come by invitation");
  const email = input.email.trim().toLowerCase();
  return db().member.upsert({
    where: { email },
    create: { id: newId("mem"), email, emailVerified: input.emailVerified },
    update: { emailVerified: input.emailVerified },
  });
}
