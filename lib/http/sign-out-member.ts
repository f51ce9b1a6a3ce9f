import { cookies } from "next/headers";
import { redirect } from "next/navigation";

import { endMemberSession } from "@/lib/members/end-member-session";
import { endMemberSessions } from "@/lib/members/end-member-sessions";

import { currentMember } from "./current-member";

const sessionCookies = ["next-auth.session-token", "__Secure-next-auth.session-token"];

/** Ends this browser's dashboard session (or, `everywhere`, every session of the member) and goes to the sign-in page. */
export async function signOutMember(everywhere = false): Promise<never> {
  const jar = await cookies();
  if (everywhere) await endMemberSessions((await currentMember()).memberId);
  for (const name of sessionCookies) {
    const token = jar.get(name)?.value;
    if (token) await endMemberSession(token);
    jar.delete(name);
  }
  redirect("/sign-in?signed_out=1");
}
