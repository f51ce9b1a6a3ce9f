import { newId } from "@/lib/core/new-id";
import type { Tx } from "@/lib/db/transaction";

/** The thread of a page, created on first use. Unique on (site, mode, url), so racing creators meet one row. */
export async function findOrCreateThread(tx: Tx, input: { siteId: string; livemode: boolean; url: string }) {
  return tx.thread.upsert({
    where: { siteId_livemode_url: { siteId: input.siteId, livemode: input.livemode, url: input.url } },
    create: { id: newId("thr"), siteId: input.siteId, livemode: input.livemode, url: input.url },
    update: {},
  });
}
