"use server";

import { revalidatePath } from "next/cache";

import { managerRoles, memberRoles } from "@/lib/core/member-roles";
import { memberAction } from "@/lib/http/member-action";
import { clearSuppression } from "@/lib/notifications/clear-suppression";
import { clearSuppressionBody, createSuppressionBody } from "@/lib/notifications/mail-suppression-schemas";
import { commentNotificationSettingsBody, notificationSettingsBody } from "@/lib/notifications/notification-schemas";
import { setNotifyComments } from "@/lib/notifications/set-notify-comments";
import { setNotifyPending } from "@/lib/notifications/set-notify-pending";
import { suppressAddress } from "@/lib/notifications/suppress-address";

/** Saves the acting member's own notification choice in the current account (any role; never anyone else's). */
export const saveNotifications = memberAction(
  { schema: notificationSettingsBody, roles: memberRoles },
  async (input, member) => {
    const saved = await setNotifyPending(member.accountId, {
      memberId: member.memberId,
      notifyPending: input.notify_pending,
    });
    revalidatePath("/settings/notifications");
    return saved;
  },
);

/** Saves the acting member's own "new comments on my sites" choice (any role; never anyone else's). */
export const saveCommentNotifications = memberAction(
  { schema: commentNotificationSettingsBody, roles: memberRoles },
  async (input, member) => {
    const saved = await setNotifyComments(member.accountId, {
      memberId: member.memberId,
      notifyComments: input.notify_comments,
    });
    revalidatePath("/settings/notifications");
    return saved;
  },
);

/** Stops all mail of the account to an address (owners and admins); an address already stopped stays as it was. */
export const addSuppressionAction = memberAction(
  { schema: createSuppressionBody, roles: managerRoles },
  async (input, member) => {
    const added = await suppressAddress(
      { accountId: member.accountId },
      { email: input.email, reason: input.reason, source: "dashboard" },
    );
    revalidatePath("/settings/notifications");
    return added;
  },
);

/** Clears a stopped address of the account (owners and admins); another account's entry is not found. */
export const clearSuppressionAction = memberAction(
  { schema: clearSuppressionBody, roles: managerRoles },
  async (input, member) => {
    await clearSuppression({ accountId: member.accountId }, input.suppression_id);
    revalidatePath("/settings/notifications");
    return { cleared: input.suppression_id };
  },
);
