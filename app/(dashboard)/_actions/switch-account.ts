"use server";

import { switchAccountBody } from "@/lib/accounts/account-schemas";
import { memberRoles } from "@/lib/core/member-roles";
import { setAccountCookie } from "@/lib/http/account-cookie";
import { memberAction } from "@/lib/http/member-action";
import { findSwitchTarget } from "@/lib/members/find-switch-target";

/**
 * Makes another of the member's accounts this browser's current one. The membership is checked on
 * the server: an id of an account they do not belong to is refused and no cookie is set.
 */
export const switchAccount = memberAction({ schema: switchAccountBody, roles: memberRoles }, async (input, member) => {
  const target = await findSwitchTarget(member.memberId, input.account_id);
  await setAccountCookie(target.id);
  return target;
});
