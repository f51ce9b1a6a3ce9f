import { describe, expect, it } from "vitest";
import { buildCommentTree } from "@/lib/comments/build-comment-tree";
import type { CommentView } from "@/lib/comments/comment-schemas";

const comment = (id: string, parent: string | null): CommentView => ({
  id,
  parent_id: parent,
  site_id: "s",
  thread_id: "t",
  thread_url: "u",
  content: id,
  content_html: `<p>${id}</p>`,
  author_name: "a",
  author_kind: "api",
  author_id: null,
  status: "approved",
  deleted: false,
  upvotes: 0,
  reaction_counts: {},
  flag_count: 0,
  created_at: "",
  updated_at: "",
  edited_at: null,
  replies: [],
});

describe("buildCommentTree", () => {
  it("nests replies at any depth, keeping the order of roots and replies", () => {
    const roots = [comment("r1", null), comment("r2", null)];
    const replies = [comment("a", "r1"), comment("b", "a"), comment("c", "r1"), comment("d", "r2")];
    const tree = buildCommentTree(roots, replies);
    expect(tree.map((c) => c.id)).toEqual(["r1", "r2"]);
    expect(tree[0]!.replies.map((c) => c.id)).toEqual(["a", "c"]);
    expect(tree[0]!.replies[0]!.replies.map((c) => c.id)).toEqual(["b"]);
    expect(tree[1]!.replies.map((c) => c.id)).toEqual(["d"]);
  });

  it("leaves out a reply whose parent is not published, with its subtree", () => {
    const tree = buildCommentTree([comment("r1", null)], [comment("b", "hidden"), comment("c", "b")]);
    expect(tree[0]!.replies).toEqual([]);
  });
});
