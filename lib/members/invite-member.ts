import { AppError } from "@/lib/core/app-error";
import type { MemberRole } from "@/lib/core/member-roles";
import { planOf } from "@/lib/core/plans";
import { signupPolicy } from "@/lib/core/signup-policy";
import { db } from "@/lib/db/client";

import { addMember } from "./add-member";
import { createInvitationLink } from "./create-invitation-link";
import { findMemberByEmail } from "./find-member-by-email";
import type { InviteMemberBody } from "./member-schemas";
import { sendDashboardSignInMail } from "./send-dashboard-sign-in-mail";
import { serializeMembership, type MembershipView } from "./serialize-membership";

/**
 * Invites an address into an account with a role, and e-mails it a link that signs it in. A
 * moderator may be limited to some of the account's sites; other accounts' sites are refused.
 * With `actorRole` (a member inviting from the dashboard), only an owner may invite an owner, and
 * the plan's member limit applies (`plan_required`, as for sites). Under SIGNUPS=closed only
 * people who are members of some account already may be invited.
 */
export async function inviteMember(
  accountId: string,
  input: InviteMemberBody & { invitedById?: string | null; actorRole?: MemberRole },
): Promise<MembershipView> {
  if (input.role === "owner" && input.actorRole && input.actorRole !== "owner") {
    throw new AppError("forbidden", "Only an owner can invite an owner.", {
      errors: [{ field: "role", message: "only an owner can invite an owner" }],
    });
  }
  // SIGNUPS=closed: nobody new gets in, not even by invitation; people already here still may be.
  if (signupPolicy() === "closed" && !(await findMemberByEmail(input.email))) {
    throw new AppError("signups_closed", "This server takes no new people: only existing members can be invited.", {
      errors: [{ field: "email", message: "is not a member here yet, and this server takes no new people" }],
    });
  }
  const account = await db().account.findUniqueOrThrow({ where: { id: accountId } });
  const { maxMembers } = planOf(account.plan);
  // A member inviting from the dashboard meets the plan's limit; the operator's CLI does not.
  if (input.actorRole && (await db().membership.count({ where: { accountId: account.id } })) >= maxMembers) {
    // The same code and shape as the sites' limit (lib/sites/create-site.ts).
    throw new AppError(
      "plan_required",
      `The ${account.plan} plan includes ${maxMembers} members at most (invitations included); move to a larger plan for more.`,
      { members: { required_plan: account.plan === "free" ? "publisher" : "business" } },
    );
  }
  if (input.site_ids.length) {
    const owned = await db().site.count({ where: { id: { in: input.site_ids }, accountId: account.id } });
    if (owned !== new Set(input.site_ids).size) {
      throw new AppError("validation_failed", "Some of those sites are not this account's.", {
        errors: [{ field: "site_ids", message: "must be sites of this account" }],
      });
    }
  }
  const membership = await addMember(account.id, {
    email: input.email,
    role: input.role,
    siteIds: input.site_ids,
    invitedById: input.invitedById,
  });
  const url = await createInvitationLink(membership.member.email);
  await sendDashboardSignInMail({
    email: membership.member.email,
    url,
    invitedTo: { accountName: account.name, role: input.role },
  });
  return serializeMembership(membership);
}
