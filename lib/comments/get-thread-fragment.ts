import { getWidgetConfig } from "@/lib/sites/get-widget-config";

import { findPublishedCommentCount } from "./find-published-comment-count";
import { listThreadComments } from "./list-thread-comments";
import { renderThreadFragment } from "./render-thread-fragment";
import type { ThreadFragmentQuery } from "./thread-fragment-schemas";

/**
 * The HTML fragment of one page of a thread as any reader sees it (the live, published comments,
 * no e-mails, whoever asks), sorted and paged by the site's widget settings unless the query says
 * otherwise. `baseUrl` is this server's public address, for the next page's link.
 */
export async function getThreadFragment(input: ThreadFragmentQuery & { baseUrl: string }): Promise<string> {
  const { config } = await getWidgetConfig(input.site_id);
  const sort = input.sort ?? config.default_sort;
  const perPage = input.per_page ?? config.comments_per_page;
  const list = await listThreadComments({
    site_id: input.site_id,
    thread_url: input.thread_url,
    page: input.page,
    per_page: perPage,
    sort,
    auth: { kind: "guest" },
  });
  const commentCount = await findPublishedCommentCount(input.site_id, input.thread_url);
  let nextUrl: string | null = null;
  if (list.has_more) {
    const query = new URLSearchParams({
      site_id: input.site_id,
      thread_url: input.thread_url,
      sort,
      page: String(input.page + 1),
      per_page: String(perPage),
    });
    nextUrl = `${input.baseUrl}/v1/comments/html?${query}`;
  }
  return renderThreadFragment({ comments: list.comments, commentCount, nextUrl });
}
