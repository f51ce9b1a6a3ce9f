import { AppError } from "@/lib/core/app-error";
import { db } from "@/lib/db/client";

import type { NotifyPending } from "./notification-schemas";

/**
 * Sets the acting member's own choice in one account. The membership is found by the member and
 * account of the session, so no input can reach anyone else's. Leaving "each" drops a pending fold:
 * the hourly digest (if chosen) covers those comments anyway.
 */
export async function setNotifyPending(
  accountId: string,
  input: { memberId: string; notifyPending: NotifyPending },
): Promise<{ notify_pending: NotifyPending }> {
  const { count } = await db().membership.updateMany({
    where: { accountId, memberId: input.memberId },
    data: { notifyPending: input.notifyPending, ...(input.notifyPending === "each" ? {} : { foldedSince: null }) },
  });
  if (count === 0) throw new AppError("member_not_found", "You are no longer a member of this account.");
  return { notify_pending: input.notifyPending };
}
