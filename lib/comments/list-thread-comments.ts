import { db } from "@/lib/db/client";
import type { ClientAuth } from "@/lib/readers/client-auth";
import { normalizeThreadUrl } from "@/lib/threads/normalize-thread-url";
import { attachCommentAuthors } from "./attach-comment-authors";
import { buildCommentTree } from "./build-comment-tree";
import { findReadableSite } from "./find-readable-site";
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
 * `thread` carries the thread's state (locked, all published comments) for the widget, or null.
 */
export async function listThreadComments(input: ListCommentsQuery & { auth: ClientAuth }) {
  const { auth } = input;
  const { site, livemode } = await findReadableSite(auth, input.site_id);
  const url = normalizeThreadUrl(input.thread_url);
  const envelope = { page: input.page, per_page: input.per_page };
  const thread = await db().thread.findUnique({
    where: { siteId_livemode_url: { siteId: site.id, livemode, url } },
  });
  if (!thread) return { thread: null, comments: [], total: 0, ...envelope, has_more: false };
  const state = { id: thread.id, url: thread.url, title: thread.title, locked: thread.locked, comment_count: thread.commentCount };

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
  return { thread: state, comments, total, ...envelope, has_more: input.page * input.per_page < total };
}
