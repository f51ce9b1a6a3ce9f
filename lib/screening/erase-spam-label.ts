import type { Tx } from "@/lib/db/transaction";

/** Forgets what a comment taught its site's spam model (an erasure), moving the model's version when there was something. */
export async function eraseSpamLabel(tx: Tx, comment: { id: string; siteId: string }): Promise<void> {
  const { count } = await tx.spamLabel.deleteMany({ where: { commentId: comment.id } });
  if (count === 0) return;
  await tx.siteSpamModel.updateMany({ where: { siteId: comment.siteId }, data: { version: { increment: 1 } } });
}
