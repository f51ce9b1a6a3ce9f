import { db } from "@/lib/db/client";
import type { ClientAuth } from "@/lib/readers/client-auth";
import { findAccountSite } from "@/lib/sites/find-account-site";
import { findPublicSite } from "@/lib/sites/find-public-site";
import { normalizeThreadUrl } from "@/lib/threads/normalize-thread-url";
import { attachCommentAuthors } from "./attach-comment-authors";
import { buildCommentTree } from "./build-comment-tree";
import type { ListCommentsQuery } from "./comment-schemas";
import { serializeComment } from "./serialize-comment";

const orderings = {
  oldest: [{ createdAt: "asc" }, { id: "asc" }],
  newest: [{ createdAt: "desc" }, { id: "desc" }],
  top: [{ upvotes: "desc" }, { createdAt: "desc" }, { id: "desc" }],
} as const;

/**
 * One page of a thread's listed top-level comments (approved, or deleted placeholders with listed
 * replies) with all their listed replies, nested 20 levels and flat below (buildCommentTree).
 * Two indexed queries whatever the thread's size; `total` comes from the thread's stored counter.
 */
export async function listThreadComments(input: ListCommentsQuery & { auth: ClientAuth }) {
  const { auth } = input;
  // Browsers (guests and readers) read what the page shows anyway: the live, published thread.
  const site = auth.kind === "api_key" ? await findAccountSite(auth.accountId, input.site_id) : await findPublicSite(input.site_id);
  const livemode = auth.kind === "api_key" ? auth.livemode : true;
  const url = normalizeThreadUrl(input.thread_url);
  const envelope = { page: input.page, per_page: input.per_page };
  const thread = await db().thread.findUnique({
    where: { siteId_livemode_url: { siteId: site.id, livemode, url } },
  });
  if (!thread) return { comments: [], total: 0, ...envelope, has_more: false };

  const roots = await db().comment.findMany({
    where: { threadId: thread.id, listed: true, parentId: null },
    orderBy: [...orderings[input.sort]],
    skip: (input.page - 1) * input.per_page,
    take: input.per_page,
  });
  const replies = roots.length
    ? await db().comment.findMany({
        where: { rootId: { in: roots.map((r) => r.id) }, listed: true, parentId: { not: null } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      })
    : [];
  const comments = buildCommentTree(
    roots.map((row) => serializeComment(row, thread)),
    replies.map((row) => serializeComment(row, thread)),
  );
  const total = thread.topLevelCount;
  // Only the site's own API keys see who wrote what (e-mail included); browsers never do.
  if (auth.kind === "api_key") await attachCommentAuthors(comments);
  return { comments, total, ...envelope, has_more: input.page * input.per_page < total };
}
