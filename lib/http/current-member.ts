import { getServerSession } from "next-auth";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";

import { authOptions } from "@/lib/auth/auth-options";
import { hasRole, type MemberRole } from "@/lib/core/member-roles";
import { requestPathHeader, signInReturnPath } from "@/lib/core/request-path-header";
import { signupPolicy } from "@/lib/core/signup-policy";
import { findMemberContext, type MemberContext } from "@/lib/members/find-member-context";

/** The cookie naming the account a member with several accounts is working in. */
export const accountCookieName = "tl_account";

/**
 * The signed-in member and their account, resolved once per request (layout, page and actions
 * share it); a visitor without a valid session is sent to the sign-in page, and back afterwards;
 * someone signed in who belongs to no account is sent to make one (the welcome page).
 */
export const currentMember = cache(async (): Promise<MemberContext> => {
  const session = await getServerSession(authOptions());
  const memberId = (session?.user as { id?: string } | undefined)?.id;
  if (!memberId) {
    const back = signInReturnPath((await headers()).get(requestPathHeader));
    redirect(`/sign-in?${new URLSearchParams({ callbackUrl: back })}`);
  }
  const preferred = (await cookies()).get(accountCookieName)?.value;
  const context = await findMemberContext(memberId, preferred);
  // No account (yet, or any more): while sign-ups are open they may make one.
  if (!context) redirect(signupPolicy() === "open" ? "/welcome" : "/sign-in/error?error=AccessDenied");
  return context;
});

/** The member, if their role is among `roles`; otherwise the page answers with the no-access page. */
export async function requireRole(roles: readonly MemberRole[]): Promise<MemberContext> {
  const member = await currentMember();
  if (!hasRole(member.role, roles)) redirect("/no-access");
  return member;
}
