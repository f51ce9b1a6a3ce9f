import type { Tx } from "@/lib/db/transaction";

/**
 * Carries a change in whether a comment is listed (already written on its own row) up its
 * ancestors: each parent's `replyCount` counts its listed replies, and a deleted placeholder is
 * listed exactly while that count is above zero. Returns the change (-1, 0 or 1) to the thread's
 * `topLevelCount`. Each parent is written before it is read, so concurrent changes queue on its row lock.
 * A loop, not recursion, and each ancestor at most once: a stored chain of any depth, even one
 * whose parent links run in a circle, ends the walk.
 */
export async function propagateCommentListing(
  tx: Tx,
  comment: { parentId: string | null },
  listed: boolean,
): Promise<number> {
  let child = comment;
  let value = listed;
  const seen = new Set<string>();
  for (;;) {
    if (!child.parentId) return value ? 1 : -1;
    if (seen.has(child.parentId)) return 0;
    seen.add(child.parentId);
    const parent = await tx.comment.update({
      where: { id: child.parentId },
      data: { replyCount: { increment: value ? 1 : -1 } },
    });
    if (parent.status !== "deleted") return 0;
    const parentListed = parent.replyCount > 0;
    if (parentListed === parent.listed) return 0;
    await tx.comment.update({ where: { id: parent.id }, data: { listed: parentListed } });
    child = parent;
    value = parentListed;
  }
}
