import { db } from "@/lib/db/client";

import { notifyPendingChoices, type NotifyPending } from "./notification-schemas";

/** The acting member's own choice in one account ("hourly", the default, if the stored value is unknown). */
export async function findNotifyPending(accountId: string, memberId: string): Promise<NotifyPending> {
  const row = await db().membership.findUnique({
    where: { accountId_memberId: { accountId, memberId } },
    select: { notifyPending: true },
  });
  const value = row?.notifyPending as NotifyPending | undefined;
  return value && notifyPendingChoices.includes(value) ? value : "hourly";
}
