import { readFlippingAncestors } from "@/lib/db/read-flipping-ancestors";
import { WriteConflict, type Tx } from "@/lib/db/transaction";

// Ancestors read and flipped per statement: a stored chain of placeholders thousands deep takes a
// few statements instead of two per ancestor (which outlasted the transaction's time under load).
const batch = 1_000;

/**
 * Carries a change in whether a comment is listed (already written on its own row) up its
 * ancestors: each parent's `replyCount` counts its listed replies, and a deleted placeholder is
 * listed exactly while that count is above zero. Returns the change (-1, 0 or 1) to the thread's
 * `topLevelCount`. The placeholders that flip with it are read and written a batch at a time, each
 * write checking the state it was read in (a concurrent change fails the transaction, which is
 * retried); the first ancestor that does not flip is written before it is read, so concurrent
 * changes queue on its row lock. Each ancestor at most once: parent links in a circle end the walk.
 */
export async function propagateCommentListing(
  tx: Tx,
  comment: { parentId: string | null },
  listed: boolean,
): Promise<number> {
  let value = listed;
  let parentId = comment.parentId;
  const seen = new Set<string>();
  for (;;) {
    const delta = value ? 1 : -1;
    // A placeholder flips when its count moves between 0 and 1 the way this change moves it.
    const from = value ? 0 : 1;
    if (!parentId) return delta;
    if (seen.has(parentId)) return 0;
    const chain = await readFlippingAncestors(tx, { parentId, from, listed: !value, limit: batch });
    const flipping: string[] = [];
    for (const row of chain) {
      if (seen.has(row.id)) break;
      if (!(row.status === "deleted" && row.replyCount === from && row.listed === !value)) break;
      seen.add(row.id);
      flipping.push(row.id);
    }
    if (flipping.length > 0) {
      const { count } = await tx.comment.updateMany({
        where: { id: { in: flipping }, status: "deleted", replyCount: from, listed: !value },
        data: { replyCount: { increment: delta }, listed: value },
      });
      if (count !== flipping.length) throw new WriteConflict("a placeholder's replies changed during the walk");
    }
    const stop = chain[flipping.length];
    if (!stop) {
      // The batch ended on a flipped placeholder (or its parent is gone): go on from it.
      const last = chain.at(-1);
      if (!last) return 0;
      parentId = last.parentId;
      continue;
    }
    if (seen.has(stop.id)) return 0;
    seen.add(stop.id);
    const parent = await tx.comment.update({ where: { id: stop.id }, data: { replyCount: { increment: delta } } });
    if (parent.status !== "deleted") return 0;
    const parentListed = parent.replyCount > 0;
    if (parentListed === parent.listed) return 0;
    await tx.comment.update({ where: { id: parent.id }, data: { listed: parentListed } });
    // A concurrent change made this one flip after all: the walk goes on above it.
    value = parentListed;
    parentId = parent.parentId;
  }
}
