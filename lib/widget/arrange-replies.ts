import type { WidgetComment } from "./widget-types";

/** A comment as the widget lays it out: its indentation, whom it answers when shown flat, and its children. */
export type DisplayNode = { comment: WidgetComment; depth: number; replyingTo?: string; children: DisplayNode[] };

/**
 * Lays out a top-level comment's reply tree: replies indent up to `maxDepth` levels; deeper ones are
 * shown flat at that level, in thread order, each saying whom it replies to.
 */
export function arrangeReplies(root: WidgetComment, maxDepth: number): DisplayNode {
  const names = new Map<string, string>();
  const place = (comment: WidgetComment, depth: number, list: DisplayNode[], flat: boolean) => {
    names.set(comment.id, comment.author_name);
    const node: DisplayNode = { comment, depth, children: [] };
    if (flat) node.replyingTo = names.get(comment.parent_id ?? "") ?? "";
    list.push(node);
    for (const reply of comment.replies) {
      if (depth < maxDepth) place(reply, depth + 1, node.children, false);
      // At the deepest level replies become siblings; a top-level comment keeps them in its own list.
      else place(reply, depth, comment.parent_id === null ? node.children : list, true);
    }
  };
  const top: DisplayNode[] = [];
  place(root, 0, top, false);
  return top[0]!;
}
