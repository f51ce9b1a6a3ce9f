import { db } from "@/lib/db/client";
import { normalizeThreadUrl } from "@/lib/threads/normalize-thread-url";

/** The live thread of a page on a site, when it has one. */
export async function findPageThread(siteId: string, threadUrl: string): Promise<{ id: string } | null> {
  return db().thread.findUnique({
    where: { siteId_livemode_url: { siteId, livemode: true, url: normalizeThreadUrl(threadUrl) } },
    select: { id: true },
  });
}
