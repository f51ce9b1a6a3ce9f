"use server";

import { revalidatePath } from "next/cache";

import { deleteAccountBody, leaveAccountBody, renameAccountBody } from "@/lib/accounts/account-schemas";
import { deleteAccount } from "@/lib/accounts/delete-account";
import { renameAccount } from "@/lib/accounts/rename-account";
import { managerRoles, memberRoles } from "@/lib/core/member-roles";
import { clearAccountCookie } from "@/lib/http/account-cookie";
import { memberAction } from "@/lib/http/member-action";
import { leaveAccount } from "@/lib/members/leave-account";

/** Where the browser goes once the member is out of an account: another of theirs, or the sign-in page. */
type Gone = { next: "/dashboard" | "/sign-in?signed_out=1" };

/** Renames the member's current account (owners and admins); the sidebar and invitation mails use the name. */
export const renameAccountAction = memberAction(
  { schema: renameAccountBody, roles: managerRoles },
  async (input, member) => {
    const renamed = await renameAccount(member.accountId, input.name);
    revalidatePath("/", "layout");
    return renamed;
  },
);

/** Takes the member out of their current account (never its last owner); with no account left, they are signed out. */
export const leaveAccountAction = memberAction(
  { schema: leaveAccountBody, roles: memberRoles },
  async (_input, member): Promise<Gone> => {
    const { memberRemoved } = await leaveAccount(member.accountId, member.memberId);
    await clearAccountCookie();
    return { next: memberRemoved ? "/sign-in?signed_out=1" : "/dashboard" };
  },
);

/** Deletes the current account and everything in it (owners only), once its name is typed again. */
export const deleteAccountAction = memberAction(
  { schema: deleteAccountBody, roles: ["owner"] },
  async (input, member): Promise<Gone> => {
    const { removedMemberIds } = await deleteAccount(member.accountId, { confirmName: input.confirm_name });
    await clearAccountCookie();
    return { next: removedMemberIds.includes(member.memberId) ? "/sign-in?signed_out=1" : "/dashboard" };
  },
);
