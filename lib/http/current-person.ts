import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { cache } from "react";

import { authOptions } from "@/lib/auth/auth-options";
import { findMemberById } from "@/lib/members/find-member-by-id";

/**
 * Whoever holds a dashboard session, whether or not they belong to an account yet (the welcome
 * page, between the sign-up link and their first account); no session sends them to sign up.
 */
export const currentPerson = cache(async (): Promise<{ id: string; email: string; accountCount: number }> => {
  const session = await getServerSession(authOptions());
  const memberId = (session?.user as { id?: string } | undefined)?.id;
  const person = memberId ? await findMemberById(memberId) : null;
  if (!person) redirect("/sign-up");
  return person;
});
