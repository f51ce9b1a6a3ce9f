import type { CommentView } from "./comment-schemas";

/**
 * Nests replies under their parents. `roots` keep their order; replies keep the order given
 * (oldest first). A reply whose parent is not in the set (not published) is left out with its subtree.
 */
export function buildCommentTree(roots: CommentView[], replies: CommentView[]): CommentView[] {
  const byId = new Map<string, CommentView>();
  for (const comment of roots) byId.set(comment.id, comment);
  for (const reply of replies) byId.set(reply.id, reply);
  for (const reply of replies) {
    const parent = reply.parent_id ? byId.get(reply.parent_id) : undefined;
    parent?.replies.push(reply);
  }
  return roots;
}
