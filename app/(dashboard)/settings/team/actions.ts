"use server";

import { revalidatePath } from "next/cache";

import { managerRoles } from "@/lib/core/member-roles";
import { memberAction } from "@/lib/http/member-action";
import { changeMemberRole } from "@/lib/members/change-member-role";
import { inviteMember } from "@/lib/members/invite-member";
import { changeMemberRoleBody, inviteMemberBody, removeMemberBody } from "@/lib/members/member-schemas";
import { removeMember } from "@/lib/members/remove-member";

/** Invites an address with a role (a moderator perhaps limited to some sites) and e-mails it a sign-in link. */
export const invite = memberAction({ schema: inviteMemberBody, roles: managerRoles }, async (input, member) => {
  const invited = await inviteMember(member.accountId, {
    ...input,
    invitedById: member.memberId,
    actorRole: member.role,
  });
  revalidatePath("/settings/team");
  return invited;
});

/** Changes a member's role (and a moderator's sites); only owners touch owners, and the last owner stays. */
export const changeRole = memberAction({ schema: changeMemberRoleBody, roles: managerRoles }, async (input, member) => {
  const changed = await changeMemberRole(member.accountId, {
    actorRole: member.role,
    membershipId: input.membership_id,
    role: input.role,
    siteIds: input.site_ids,
  });
  revalidatePath("/settings/team");
  return changed;
});

/** Removes a member from the account (never its last owner). */
export const remove = memberAction({ schema: removeMemberBody, roles: managerRoles }, async (input, member) => {
  await removeMember(member.accountId, { actorRole: member.role, membershipId: input.membership_id });
  revalidatePath("/settings/team");
  return { removed: input.membership_id };
});
