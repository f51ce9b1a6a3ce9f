import { newId } from "@/lib/core/new-id";
import type { Tx } from "@/lib/db/transaction";

/**
 * Creates the thread of a page on its first comment. Unique on (site, mode, url): of two racing
 * first comments, one fails with a unique violation and retries, finding the other's thread.
 */
export async function createThread(
  tx: Tx,
  input: { siteId: string; livemode: boolean; url: string },
): Promise<{ id: string }> {
  return tx.thread.create({
    data: { id: newId("thr"), siteId: input.siteId, livemode: input.livemode, url: input.url },
    select: { id: true },
  });
}
