import { db } from "@/lib/db/client";
import type { Tx } from "@/lib/db/transaction";

import type { CommentView } from "./comment-schemas";

// Iterative, with a stack of its own: a tree's depth never reaches the call stack.
function walk(comments: CommentView[], visit: (comment: CommentView) => void): void {
  const stack = [...comments];
  while (stack.length) {
    const comment = stack.pop()!;
    visit(comment);
    // A loop, not a spread: a flattened level may hold more replies than a call takes arguments.
    for (const reply of comment.replies) stack.push(reply);
  }
}

/** Adds `author: {id, kind, name, email}` to every comment of a tree, for the site's own API keys only. */
export async function attachCommentAuthors(comments: CommentView[], client: Tx = db()): Promise<CommentView[]> {
  const readerIds = new Set<string>();
  walk(comments, (c) => c.author_kind === "reader" && c.author_id && readerIds.add(c.author_id));
  const readers = readerIds.size
    ? await client.reader.findMany({ where: { id: { in: [...readerIds] } }, select: { id: true, email: true } })
    : [];
  const emails = new Map(readers.map((r) => [r.id, r.email]));
  walk(comments, (c) => {
    if (c.deleted) return;
    c.author = {
      id: c.author_id,
      kind: c.author_kind,
      name: c.author_name,
      email: c.author_id ? (emails.get(c.author_id) ?? null) : null,
    };
  });
  return comments;
}
