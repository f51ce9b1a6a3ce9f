import { describe, expect, it } from "vitest";

import { buildCommentTree } from "@/lib/comments/build-comment-tree";
import type { CommentView } from "@/lib/comments/comment-schemas";
import { maxNestedReplyLevels } from "@/lib/core/comment-limits";

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

  it("nests 20 levels and flattens deeper replies at the 20th, depth first, each with its parent_id", () => {
    // r → c1 → … → c20, then two branches below c20: b1 → b1x, and b2 (written after b1x).
    const chain = Array.from({ length: 20 }, (_, i) => comment(`c${i + 1}`, i === 0 ? "r" : `c${i}`));
    const below = [comment("b1", "c20"), comment("b1x", "b1"), comment("b2", "c20"), comment("b1y", "b1")];
    const [root] = buildCommentTree([comment("r", null)], [...chain, ...below]);
    let node = root!;
    for (let level = 1; level <= maxNestedReplyLevels; level++) {
      expect(node.replies.map((c) => c.id)).toEqual([`c${level}`]);
      node = node.replies[0]!;
    }
    expect(node.replies.map((c) => [c.id, c.parent_id])).toEqual([
      ["b1", "c20"],
      ["b1x", "b1"],
      ["b1y", "b1"],
      ["b2", "c20"],
    ]);
    for (const reply of node.replies) expect(reply.replies).toEqual([]);
  });

  // 100,000 rows and their JSON take a second or two alone, and several times that on two cores
  // shared with the build and the servers of other suites: what is asserted is the shape, not the time.
  it("builds a chain 100,000 deep without recursion, into JSON any parser can read", { timeout: 30_000 }, () => {
    const length = 100_000;
    const replies = Array.from({ length }, (_, i) => comment(`c${i + 1}`, i === 0 ? "r" : `c${i}`));
    const [root] = buildCommentTree([comment("r", null)], replies);
    let node = root!;
    for (let level = 0; level < maxNestedReplyLevels; level++) node = node.replies[0]!;
    expect(node.id).toBe(`c${maxNestedReplyLevels}`);
    expect(node.replies).toHaveLength(length - maxNestedReplyLevels);
    expect(node.replies.at(-1)).toMatchObject({ id: `c${length}`, parent_id: `c${length - 1}`, replies: [] });
    // JSON.stringify recurses in V8 and fails near 2,000 levels of replies: the bound keeps it far away.
    const text = JSON.stringify(root);
    expect(JSON.parse(text).id).toBe("r");
  });

  it("ignores parent links that run in a circle and rows given twice", () => {
    const roots = [comment("r", null)];
    const replies = [comment("a", "r"), comment("a", "r"), comment("x", "y"), comment("y", "x"), comment("s", "s")];
    const [root] = buildCommentTree(roots, replies);
    expect(root!.replies.map((c) => c.id)).toEqual(["a"]);
    expect(root!.replies[0]!.replies).toEqual([]);
  });
});
