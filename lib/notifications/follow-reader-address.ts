import type { Tx } from "@/lib/db/transaction";

/**
 * A signed-in reader's mail follows their newest sign-in address (an SSO token may carry a new
 * one): their subscriber takes it, unless another subscriber of the site already holds it (a
 * guest's), in which case the old address stays until that one is erased. No address: unchanged.
 */
export async function followReaderAddress(
  tx: Tx,
  input: { readerId: string; siteId: string; email: string | null },
): Promise<void> {
  if (!input.email) return;
  const email = input.email.toLowerCase();
  const own = await tx.subscriber.findUnique({
    where: { readerId: input.readerId },
    select: { id: true, email: true },
  });
  if (!own || own.email === email) return;
  const taken = await tx.subscriber.findUnique({
    where: { siteId_email: { siteId: input.siteId, email } },
    select: { id: true },
  });
  if (!taken) await tx.subscriber.update({ where: { id: own.id }, data: { email } });
}
