import { maxNestedReplyLevels } from "@/lib/core/comment-limits";

import type { CommentView } from "./comment-schemas";

/**
 * Nests replies under their parents, at most `maxNestedReplyLevels` levels below each root; a
 * comment at that level gets all its deeper descendants flattened into its `replies`, in thread
 * order (depth first, oldest first among siblings), each keeping its own `parent_id`. `roots` keep
 * their order; replies keep the order given (oldest first). A reply whose parent is not in the set
 * (not published) is left out with its subtree. Iterative: no stored depth can overflow the stack.
 */
export function buildCommentTree(roots: CommentView[], replies: CommentView[]): CommentView[] {
  const children = new Map<string, CommentView[]>();
  for (const reply of replies) {
    if (!reply.parent_id) continue;
    const siblings = children.get(reply.parent_id);
    if (siblings) siblings.push(reply);
    else children.set(reply.parent_id, [reply]);
  }
  // Each entry is a comment still to place, its level below its root, and the list it goes into.
  type Pending = { comment: CommentView; level: number; into: CommentView[] | null };
  const stack: Pending[] = roots
    .map((comment) => ({ comment, level: 0, into: null as CommentView[] | null }))
    .reverse();
  // Rows are one per id, but a stored shape is not trusted to be a tree: place each comment once.
  const placed = new Set<string>();
  while (stack.length) {
    const { comment, level, into } = stack.pop()!;
    if (placed.has(comment.id)) continue;
    placed.add(comment.id);
    into?.push(comment);
    // Down to the last nested level, a comment holds its replies; below it they join that level's list.
    const childInto = level <= maxNestedReplyLevels ? comment.replies : into;
    const kids = children.get(comment.id) ?? [];
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ comment: kids[i]!, level: level + 1, into: childInto });
  }
  return roots;
}
