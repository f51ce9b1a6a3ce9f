import { db } from "@/lib/db/client";

import { notifyCommentsChoices, type NotifyComments } from "./notification-schemas";

/** The acting member's own new-comments choice in one account ("never", the default, if the stored value is unknown). */
export async function findNotifyComments(accountId: string, memberId: string): Promise<NotifyComments> {
  const row = await db().membership.findUnique({
    where: { accountId_memberId: { accountId, memberId } },
    select: { notifyComments: true },
  });
  const value = row?.notifyComments as NotifyComments | undefined;
  return value && notifyCommentsChoices.includes(value) ? value : "never";
}
