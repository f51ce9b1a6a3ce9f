import { newId } from "@/lib/core/new-id";
import type { Tx } from "@/lib/db/transaction";

/**
 * Notes, in the caller's transaction, that a live comment has just become visible for the first
 * time, so that the notification worker mails the members who asked for new comments ("each" at
 * once, "daily" in their digest) once the change has committed. Nothing is written for a test-mode
 * comment, nor when no member of the account asked for new comments (the common case costs one read).
 */
export async function queuePublishedNotice(
  tx: Tx,
  input: { accountId: string; siteId: string; commentId: string; livemode: boolean },
): Promise<void> {
  if (!input.livemode) return;
  const listener = await tx.membership.findFirst({
    where: { accountId: input.accountId, notifyComments: { in: ["each", "daily"] }, joinedAt: { not: null } },
    select: { id: true },
  });
  if (!listener) return;
  await tx.pendingNotice.create({
    data: {
      id: newId("pnt"),
      accountId: input.accountId,
      siteId: input.siteId,
      commentId: input.commentId,
      reason: "published",
    },
  });
}
