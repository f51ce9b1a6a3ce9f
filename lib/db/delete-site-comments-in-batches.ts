import { db } from "./client";
import { transaction } from "./transaction";

/** How many comments one transaction of an account's deletion handles. */
export const deletionBatchSize = 2_000;

/** Which of the sites' comments a batch holds: an id range, so a batch costs no list of parameters. */
type Batch = { siteId: { in: string[] }; id: { gt: string; lte: string } };

/** Walks the sites' comments in id order, `batchSize` at a time, until `step` has had them all. */
async function inBatches(siteIds: string[], batchSize: number, step: (batch: Batch) => Promise<unknown>) {
  let after = "";
  for (;;) {
    const last = await db().comment.findFirst({
      where: { siteId: { in: siteIds }, id: { gt: after } },
      orderBy: { id: "asc" },
      skip: batchSize - 1,
      select: { id: true },
    });
    const through =
      last?.id ??
      (
        await db().comment.findFirst({
          where: { siteId: { in: siteIds }, id: { gt: after } },
          orderBy: { id: "desc" },
          select: { id: true },
        })
      )?.id;
    if (!through) return;
    await step({ siteId: { in: siteIds }, id: { gt: after, lte: through } });
    if (!last) return;
    after = through;
  }
}

/**
 * Deletes every comment of the sites (with their votes, reactions, flags and moderation history)
 * in batches of their own transactions: an account of millions of comments would not fit in one.
 * Reply links are all cut first, so no delete cascades down a chain (SQLite stops at 1,000 levels)
 * and a half-done run leaves whole comments, which the next run deletes.
 */
export async function deleteSiteCommentsInBatches(siteIds: string[], batchSize = deletionBatchSize): Promise<void> {
  if (siteIds.length === 0) return;
  await inBatches(siteIds, batchSize, (batch) =>
    db().comment.updateMany({ where: { ...batch, parentId: { not: null } }, data: { parentId: null } }),
  );
  await inBatches(siteIds, batchSize, (batch) => transaction((tx) => tx.comment.deleteMany({ where: batch })));
}
