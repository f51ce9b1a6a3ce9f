import { db } from "@/lib/db/client";

import { newLease, unleased } from "./claim-by-lease";
import { describeMailError } from "./describe-mail-error";
import { fanOutComment } from "./fan-out-comment";
import type { ReaderMailConfig } from "./reader-mail-config";

const batch = 20;
const retryMs = 5_000;

/**
 * One pass of the fan-out: claims comments that became visible (ReaderFanout, written with the
 * change) a batch at a time with a lease, so that of several instances one fans out each, and
 * writes their notices. A comment whose fan-out failed is tried again once its lease runs out.
 * Answers how many notices were written.
 */
export async function fanOutVisibleComments(
  config: ReaderMailConfig,
  stopped: () => boolean = () => false,
): Promise<number> {
  let written = 0;
  for (;;) {
    const now = new Date();
    const free = { doneAt: null, ...unleased(now) };
    const candidates = await db().readerFanout.findMany({
      where: free,
      select: { commentId: true },
      orderBy: { createdAt: "asc" },
      take: batch,
    });
    if (candidates.length === 0) return written;
    const lease = newLease(now, config.leaseMs);
    await db().readerFanout.updateMany({
      where: { commentId: { in: candidates.map((c) => c.commentId) }, ...free },
      data: { claimToken: lease.token, claimUntil: lease.until },
    });
    const claimed = await db().readerFanout.findMany({
      where: { claimToken: lease.token },
      select: { commentId: true },
      orderBy: { createdAt: "asc" },
    });
    for (const { commentId } of claimed) {
      if (stopped()) return written;
      try {
        written += await fanOutComment(commentId, config);
        await db().readerFanout.updateMany({
          where: { commentId, claimToken: lease.token },
          data: { doneAt: new Date(), claimToken: null, claimUntil: null },
        });
      } catch (error) {
        console.error(`reader mail: fan-out of ${commentId} failed: ${describeMailError(error)}`);
        // Tried again soon, by any worker, rather than when the whole lease runs out.
        await db().readerFanout.updateMany({
          where: { commentId, claimToken: lease.token },
          data: { claimUntil: new Date(Date.now() + retryMs) },
        });
      }
    }
    if (candidates.length < batch) return written;
  }
}
