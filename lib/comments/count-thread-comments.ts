import { db } from "@/lib/db/client";
import type { ClientAuth } from "@/lib/readers/client-auth";
import { normalizeThreadUrl } from "@/lib/threads/normalize-thread-url";

import type { CommentCountsQuery } from "./comment-widget-schemas";
import { findReadableSite } from "./find-readable-site";

/**
 * The published comment count (replies included) of each page, keyed by the URL as the client
 * sent it, so a page can match answers to its own links; several spellings of one page share its
 * count, and a page never commented on counts 0. One indexed query for all of them.
 */
export async function countThreadComments(
  input: CommentCountsQuery & { auth: ClientAuth },
): Promise<{ counts: Record<string, number> }> {
  const { site, livemode } = await findReadableSite(input.auth, input.site_id);
  const sent = [...new Set(input.thread_url)];
  const normalized = sent.map((url, i) => normalizeThreadUrl(url, `thread_url.${i}`));
  const threads = await db().thread.findMany({
    where: { siteId: site.id, livemode, url: { in: [...new Set(normalized)] } },
    select: { url: true, commentCount: true },
  });
  const countOf = new Map(threads.map((t) => [t.url, t.commentCount]));
  return { counts: Object.fromEntries(sent.map((url, i) => [url, countOf.get(normalized[i]!) ?? 0])) };
}
