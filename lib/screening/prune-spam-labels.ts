import type { Tx } from "@/lib/db/transaction";

import { spamLabelLimit } from "./spam-label-limit";

/** Drops a site's spam labels older than the most recent ones its model learns from, so they never pile up. */
export async function pruneSpamLabels(tx: Tx, siteId: string): Promise<void> {
  const oldestKept = await tx.spamLabel.findFirst({
    where: { siteId },
    orderBy: { updatedAt: "desc" },
    skip: spamLabelLimit - 1,
    select: { updatedAt: true },
  });
  if (oldestKept) await tx.spamLabel.deleteMany({ where: { siteId, updatedAt: { lt: oldestKept.updatedAt } } });
}
