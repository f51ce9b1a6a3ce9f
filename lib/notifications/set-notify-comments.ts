import { AppError } from "@/lib/core/app-error";
import { db } from "@/lib/db/client";

import type { NotifyComments } from "./notification-schemas";

/**
 * Sets the acting member's own new-comments choice in one account; the membership is found by the
 * session's member and account, so no input reaches anyone else's. A change of choice starts its
 * digest clock afresh: "daily" first covers the day before the change, and "each" drops a pending
 * fold (lastCommentsDigestAt is the fold's start for "each" members, see takeCommentSlot).
 */
export async function setNotifyComments(
  accountId: string,
  input: { memberId: string; notifyComments: NotifyComments },
): Promise<{ notify_comments: NotifyComments }> {
  const current = await db().membership.findUnique({
    where: { accountId_memberId: { accountId, memberId: input.memberId } },
    select: { notifyComments: true },
  });
  if (!current) throw new AppError("member_not_found", "You are no longer a member of this account.");
  if (current.notifyComments !== input.notifyComments) {
    await db().membership.updateMany({
      where: { accountId, memberId: input.memberId },
      data: { notifyComments: input.notifyComments, lastCommentsDigestAt: null },
    });
  }
  return { notify_comments: input.notifyComments };
}
