import { newId } from "@/lib/core/new-id";
import type { Tx } from "@/lib/db/transaction";

/**
 * Notes, in the caller's transaction, that a live comment has just become pending (held when
 * posted, or sent back by reader flags), so that the notification worker mails the members who
 * asked for it once the change has committed, and never for a change that rolled back.
 * Test-mode comments are integration tests: nobody is mailed about them.
 */
export async function queuePendingNotice(
  tx: Tx,
  input: { accountId: string; siteId: string; commentId: string; livemode: boolean; reason: "held" | "flagged" },
): Promise<void> {
  if (!input.livemode) return;
  await tx.pendingNotice.create({
    data: {
      id: newId("pnt"),
      accountId: input.accountId,
      siteId: input.siteId,
      commentId: input.commentId,
      reason: input.reason,
    },
  });
}
