import { newId } from "@/lib/core/new-id";
import type { Tx } from "@/lib/db/transaction";

/** The subscriber row as the reader-mail code reads it. */
export type SubscriberRow = {
  id: string;
  siteId: string;
  email: string;
  readerId: string | null;
  confirmedAt: Date | null;
  confirmSentAt: Date | null;
  confirmDueAt: Date | null;
};

const fields = {
  id: true,
  siteId: true,
  email: true,
  readerId: true,
  confirmedAt: true,
  confirmSentAt: true,
  confirmDueAt: true,
} as const;

/**
 * The site's subscriber for an address, made on first use: unconfirmed for a guest; for a
 * signed-in reader (readerId given) confirmed and tied to the reader, since their sign-in proved
 * the address. A reader is found by their own row first (their address may have changed since).
 * The name is only the mails' greeting.
 */
export async function ensureSubscriber(
  tx: Tx,
  input: { siteId: string; email: string; name: string; readerId?: string; now?: Date },
): Promise<SubscriberRow> {
  const email = input.email.toLowerCase();
  const proven = input.readerId ? { readerId: input.readerId, confirmedAt: input.now ?? new Date() } : {};
  if (input.readerId) {
    const own = await tx.subscriber.findUnique({ where: { readerId: input.readerId }, select: fields });
    if (own) return own;
  }
  const found = await tx.subscriber.findUnique({
    where: { siteId_email: { siteId: input.siteId, email } },
    select: fields,
  });
  if (found) {
    if (!input.readerId || (found.readerId === input.readerId && found.confirmedAt)) return found;
    // A reader signed in with an address a guest gave earlier: the sign-in proves it.
    return tx.subscriber.update({
      where: { id: found.id },
      data: { readerId: input.readerId, confirmedAt: found.confirmedAt ?? proven.confirmedAt },
      select: fields,
    });
  }
  // Two first uses of one address at once: the loser's unique violation rolls its transaction back,
  // and its caller retries (createComment does for any unique violation).
  return tx.subscriber.create({
    data: { id: newId("sub"), siteId: input.siteId, email, name: input.name, ...proven },
    select: fields,
  });
}
