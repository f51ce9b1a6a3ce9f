"use server";

import { revalidatePath } from "next/cache";

import { memberRoles } from "@/lib/core/member-roles";
import { memberAction } from "@/lib/http/member-action";
import { notificationSettingsBody } from "@/lib/notifications/notification-schemas";
import { setNotifyPending } from "@/lib/notifications/set-notify-pending";

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
