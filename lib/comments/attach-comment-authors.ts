import { db } from "@/lib/db/client";
import type { CommentView } from "./comment-schemas";

function walk(comments: CommentView[], visit: (comment: CommentView) => void): void {
  for (const comment of comments) {
    visit(comment);
    walk(comment.replies, visit);
  }
}

/** Adds `author: {id, kind, name, email}` to every comment of a tree, for the site's own API keys only. */
export async function attachCommentAuthors(comments: CommentView[]): Promise<CommentView[]> {
  const readerIds = new Set<string>();
  walk(comments, (c) => c.author_kind === "reader" && c.author_id && readerIds.add(c.author_id));
  const readers = readerIds.size
    ? await db().reader.findMany({ where: { id: { in: [...readerIds] } }, select: { id: true, email: true } })
    : [];
  const emails = new Map(readers.map((r) => [r.id, r.email]));
  walk(comments, (c) => {
    if (c.deleted) return;
    c.author = { id: c.author_id, kind: c.author_kind, name: c.author_name, email: c.author_id ? (emails.get(c.author_id) ?? null) : null };
  });
  return comments;
}
