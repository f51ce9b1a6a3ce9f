import { db } from "@/lib/db/client";

import { authorCommentFilter, type AuthorKey } from "./author-comment-filter";

/**
 * One page of an author's live comments on the site, newest first, paged by cursor (the id of the
 * last comment shown; an id that is not theirs starts from the newest).
 */
export async function listAuthorComments(key: AuthorKey, options: { after?: string | null; limit: number }) {
  const filter = authorCommentFilter(key);
  const from = options.after
    ? await db().comment.findFirst({ where: { ...filter, id: options.after }, select: { id: true, createdAt: true } })
    : null;
  const rows = await db().comment.findMany({
    where: from
      ? {
          AND: [
            filter,
            { OR: [{ createdAt: { lt: from.createdAt } }, { createdAt: from.createdAt, id: { lt: from.id } }] },
          ],
        }
      : filter,
    include: { thread: { select: { url: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: options.limit + 1,
  });
  const page = rows.slice(0, options.limit);
  return {
    comments: page.map((row) => ({
      id: row.id,
      status: row.status,
      content: row.status === "deleted" ? "" : row.content,
      authorName: row.authorName,
      threadUrl: row.thread.url,
      createdAt: row.createdAt,
    })),
    next: rows.length > options.limit ? page.at(-1)!.id : null,
  };
}
