import { describe, expect, it } from "vitest";

import type { CommentView } from "@/lib/comments/comment-schemas";
import { renderThreadFragment } from "@/lib/comments/render-thread-fragment";

function comment(id: string, extra: Partial<CommentView> = {}): CommentView {
  return {
    id,
    site_id: "site_x",
    thread_id: "thr_x",
    thread_url: "https://example.com/a",
    parent_id: null,
    content: "hi",
    content_html: "<p>hi</p>",
    author_name: "Ada",
    author_kind: "guest",
    author_id: null,
    status: "approved",
    deleted: false,
    upvotes: 0,
    reaction_counts: {},
    flag_count: 0,
    created_at: "2026-03-04T05:06:07.000Z",
    updated_at: "2026-03-04T05:06:07.000Z",
    edited_at: null,
    replies: [],
    ...extra,
  };
}

describe("renderThreadFragment", () => {
  it("says so briefly when the thread has no comments", () => {
    expect(renderThreadFragment({ comments: [], commentCount: 0, nextUrl: null })).toBe(
      '<section class="threadline-fragment" data-threadline-fragment aria-label="Comments">\n<p>No comments yet.</p>\n</section>\n',
    );
  });

  it("counts in words, dates in UTC and escapes names and the next link", () => {
    const one = renderThreadFragment({
      comments: [comment("cmt_1", { author_name: `<b>"Ann" & co</b>` })],
      commentCount: 1,
      nextUrl: null,
    });
    expect(one).toContain("<h2>1 comment</h2>");
    expect(one).toContain(
      '<time datetime="2026-03-04T05:06:07.000Z" itemprop="dateCreated">4 March 2026, 05:06 UTC</time>',
    );
    expect(one).toContain("&lt;b&gt;&quot;Ann&quot; &amp; co&lt;/b&gt;");
    expect(one).not.toContain("<b>");
    const many = renderThreadFragment({
      comments: [comment("cmt_1")],
      commentCount: 1234,
      nextUrl: 'https://c.example/v1/comments/html?a=1&b="2"',
    });
    expect(many).toContain("<h2>1,234 comments</h2>");
    expect(many).toContain(
      '<a rel="next" href="https://c.example/v1/comments/html?a=1&amp;b=&quot;2&quot;">More comments</a>',
    );
  });

  it("nests replies in lists and keeps a placeholder's replies under it", () => {
    const tree = comment("cmt_1", {
      deleted: true,
      author_name: "",
      content_html: "",
      replies: [comment("cmt_2", { replies: [comment("cmt_3")] })],
    });
    const html = renderThreadFragment({ comments: [tree], commentCount: 2, nextUrl: null });
    expect(html).toContain(
      '<li><article id="comment-cmt_1" class="threadline-comment threadline-deleted"><p>[deleted]</p></article>\n<ol class="threadline-replies">\n<li><article id="comment-cmt_2"',
    );
    expect(html.indexOf("comment-cmt_3")).toBeGreaterThan(html.indexOf("comment-cmt_2"));
    expect(html.match(/<ol class="threadline-replies">/g)).toHaveLength(2);
    expect(html.match(/<\/ol>/g)).toHaveLength(3);
  });
});
