import { describe, expect, it } from "vitest";

import { renderCommentHtml } from "@/lib/comments/render-comment-html";

import { unsafeHtmlParts } from "../support/unsafe-html-parts";
import { xssCorpus } from "../support/xss-corpus";

describe("renderCommentHtml", () => {
  it("renders the Markdown subset", () => {
    const html = renderCommentHtml(
      "**b** _i_ `c`\n\n> quote\n\n- one\n- two\n\n3. three\n\n```js\nx < 1\n```\n\n[site](https://example.com)\nnext line",
    );
    expect(html).toContain("<strong>b</strong> <em>i</em> <code>c</code>");
    expect(html).toContain("<blockquote>\n<p>quote</p>\n</blockquote>");
    expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<pre><code class="language-js">x &lt; 1\n</code></pre>');
    expect(html).toContain('<a href="https://example.com" rel="nofollow ugc noopener">site</a><br />\nnext line');
  });

  it("links bare URLs and keeps only absolute http(s) and mailto links", () => {
    expect(renderCommentHtml("see https://example.com/x")).toBe(
      '<p>see <a href="https://example.com/x" rel="nofollow ugc noopener">https://example.com/x</a></p>',
    );
    expect(renderCommentHtml("[rel](/local) [proto](//evil.example)")).toBe(
      '<p><a rel="nofollow ugc noopener">rel</a> <a rel="nofollow ugc noopener">proto</a></p>',
    );
  });

  it("shows raw HTML as text and leaves out what the subset lacks", () => {
    expect(renderCommentHtml("<b>hi</b>")).toBe("<p>&lt;b&gt;hi&lt;/b&gt;</p>");
    expect(renderCommentHtml("# title\n\n![img](https://example.com/i.png)")).not.toMatch(/<h1|<img/);
  });

  const corpus = xssCorpus();
  it(`lets no payload of the XSS corpus (${corpus.length}) through`, () => {
    expect(corpus.length).toBeGreaterThan(350);
    for (const payload of corpus) {
      const html = renderCommentHtml(payload);
      expect(unsafeHtmlParts(html), `${payload}\n=> ${html}`).toEqual([]);
      const tags = (html.match(/<[^>]*>/g) ?? []).join("");
      expect(tags).not.toMatch(/<(script|img|svg|iframe|style|object|embed|meta|link|base|form|input)\b/i);
      expect(tags).not.toMatch(/\s(on\w+|style|src|formaction|background)\s*=|javascript:|data:/i);
    }
  });

  it("is checked by a checker that catches what it must", () => {
    expect(unsafeHtmlParts('<a href="javascript:alert(1)" rel="nofollow ugc noopener">x</a>')).toHaveLength(1);
    expect(unsafeHtmlParts('<p onclick="x">y</p>')).toHaveLength(1);
    expect(unsafeHtmlParts("<img src=x>")).toHaveLength(1);
    expect(unsafeHtmlParts('<a href="https://ok.example">x</a>')).toHaveLength(1);
    expect(unsafeHtmlParts('<a href="&#106;avascript:x" rel="nofollow ugc noopener">x</a>')).toHaveLength(1);
  });
});
