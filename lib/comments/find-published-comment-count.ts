import { db } from "@/lib/db/client";
import { normalizeThreadUrl } from "@/lib/threads/normalize-thread-url";

/** How many approved comments, replies included, a page's live thread shows (0 before its first). */
export async function findPublishedCommentCount(siteId: string, threadUrl: string): Promise<number> {
  const thread = await db().thread.findUnique({
    where: { siteId_livemode_url: { siteId, livemode: true, url: normalizeThreadUrl(threadUrl) } },
    select: { commentCount: true },
  });
  return thread?.commentCount ?? 0;
}
