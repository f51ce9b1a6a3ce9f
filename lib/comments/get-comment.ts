import type { AccountScope } from "@/lib/core/account-scope";
import { db } from "@/lib/db/client";

import { attachCommentAuthors } from "./attach-comment-authors";
import { buildCommentTree } from "./build-comment-tree";
import type { CommentView } from "./comment-schemas";
import { findAccountComment } from "./find-account-comment";
import { serializeComment } from "./serialize-comment";

/** One comment of the scope's account with its listed replies under it, nested 20 levels and flat below (buildCommentTree). */
export async function getComment(scope: AccountScope, commentId: string): Promise<CommentView> {
  const row = await findAccountComment(scope, commentId);
  // Its replies share its top-level ancestor and were written after it: one indexed range.
  const replies = await db().comment.findMany({
    where: {
      rootId: row.rootId,
      listed: true,
      parentId: { not: null },
      id: { not: row.id },
      createdAt: { gte: row.createdAt },
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const [comment] = buildCommentTree(
    [serializeComment(row, row.thread, { withSpam: true })],
    replies.map((reply) => serializeComment(reply, row.thread, { withSpam: true })),
  );
  const [withAuthor] = await attachCommentAuthors([comment!]);
  return withAuthor!;
}
