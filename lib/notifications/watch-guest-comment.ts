import { newId } from "@/lib/core/new-id";
import type { Tx } from "@/lib/db/transaction";

import { ensureSubscriber } from "./ensure-subscriber";

/**
 * A guest asked, with their comment, for mail about replies to it: in the comment's transaction,
 * the address's subscriber and a watch on the comment that waits for the confirmation link. A
 * confirmation mail is owed only when none was ever sent to an unconfirmed address (nothing else
 * is mailed to it, ever, until confirmed), or when a confirmed address has none on its way.
 */
export async function watchGuestComment(
  tx: Tx,
  input: { siteId: string; threadId: string; commentId: string; email: string; name: string; now: Date },
): Promise<void> {
  const subscriber = await ensureSubscriber(tx, { siteId: input.siteId, email: input.email, name: input.name });
  await tx.watch.create({
    data: {
      id: newId("wch"),
      subscriberId: subscriber.id,
      siteId: input.siteId,
      kind: "comment",
      key: `comment:${input.commentId}`,
      threadId: input.threadId,
      commentId: input.commentId,
      createdAt: input.now,
    },
  });
  await askForConfirmation(tx, subscriber, input.now);
}

/** Owes the subscriber a confirmation mail when the rules above allow one (see watchGuestComment). */
export async function askForConfirmation(
  tx: Tx,
  subscriber: { id: string; confirmedAt: Date | null; confirmSentAt: Date | null; confirmDueAt: Date | null },
  now: Date,
): Promise<void> {
  if (subscriber.confirmDueAt) return;
  if (!subscriber.confirmedAt && subscriber.confirmSentAt) return;
  await tx.subscriber.updateMany({ where: { id: subscriber.id, confirmDueAt: null }, data: { confirmDueAt: now } });
}
