import type { ThreadRow } from "@/lib/db/model-types";
import type { Tx } from "@/lib/db/transaction";

import { attachCommentAuthors } from "./attach-comment-authors";
import { buildCommentTree } from "./build-comment-tree";
import type { ListCommentsQuery } from "./comment-schemas";
import { serializeComment } from "./serialize-comment";

const orderings = {
  oldest: [{ createdAt: "asc" }, { id: "asc" }],
  newest: [{ createdAt: "desc" }, { id: "desc" }],
  top: [{ upvotes: "desc" }, { createdAt: "desc" }, { id: "desc" }],
} as const;

/** A page of a thread as GET /v1/comments answers it. */
export type ThreadPage = Awaited<ReturnType<typeof buildThreadPage>>;

/**
 * One page of a thread's listed top-level comments (approved, or deleted placeholders with listed
 * replies) with all their listed replies, nested 20 levels and flat below (buildCommentTree): two
 * indexed queries whatever the thread's size; `total` comes from the thread's stored counter.
 * `withAuthors` adds who wrote what (e-mail included), for the site's own API keys only.
 */
export async function buildThreadPage(
  client: Tx,
  thread: ThreadRow,
  query: Pick<ListCommentsQuery, "page" | "per_page" | "sort">,
  withAuthors: boolean,
) {
  const roots = await client.comment.findMany({
    where: { threadId: thread.id, listed: true, parentId: null },
    orderBy: [...orderings[query.sort]],
    skip: (query.page - 1) * query.per_page,
    take: query.per_page,
  });
  const replies = roots.length
    ? await client.comment.findMany({
        where: { rootId: { in: roots.map((r) => r.id) }, listed: true, parentId: { not: null } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      })
    : [];
  const comments = buildCommentTree(
    roots.map((row) => serializeComment(row, thread, { withSpam: withAuthors })),
    replies.map((row) => serializeComment(row, thread, { withSpam: withAuthors })),
  );
  if (withAuthors) await attachCommentAuthors(comments, client);
  const total = thread.topLevelCount;
  return {
    thread: {
      id: thread.id,
      url: thread.url,
      title: thread.title,
      locked: thread.locked,
      comment_count: thread.commentCount,
    },
    comments,
    total,
    page: query.page,
    per_page: query.per_page,
    has_more: query.page * query.per_page < total,
  };
}
