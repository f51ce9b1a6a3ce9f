import { describe, expect, it } from "vitest";

import { headingSlugger } from "@/lib/guides/heading-slugger";
import { renderGuideHtml } from "@/lib/guides/render-guide-html";

const slugOf = (name: string) => ({ sites: "sites", api: "api-guide" })[name] ?? null;
const render = (source: string) => renderGuideHtml(source, slugOf).html;

describe("renderGuideHtml", () => {
  it("gives headings GitHub's ids, numbering a repeat", () => {
    const { html, headings } = renderGuideHtml(
      "# Sites: settings\n\n## `theme`: how the widget looks\n\n### `GET /v1/comments/stream`\n\n## Limits\n\n## Limits\n",
      slugOf,
    );
    expect(html).toContain('<h1 id="sites-settings">Sites: settings</h1>');
    expect(html).toContain('<h2 id="theme-how-the-widget-looks"><code>theme</code>: how the widget looks</h2>');
    expect(headings.map((heading) => heading.id)).toEqual([
      "sites-settings",
      "theme-how-the-widget-looks",
      "get-v1commentsstream",
      "limits",
      "limits-1",
    ]);
  });

  it("points links between guides at their pages and keeps other repository links as text", () => {
    const html = render(
      "[a](sites.md#domains) [b](api.md) [c](#here) [d](https://example.com/x) [e](../client/openapi.json) [f](nope.md)",
    );
    expect(html).toContain('<a href="/docs/sites#domains">a</a>');
    expect(html).toContain('<a href="/docs/api-guide">b</a>');
    expect(html).toContain('<a href="#here">c</a>');
    expect(html).toContain('<a href="https://example.com/x">d</a>');
    expect(html).toContain(" e f</p>");
    expect(html).not.toMatch(/client\/openapi|nope\.md/);
  });

  it("serves screenshots from /docs/screenshots and drops any other image", () => {
    const size = (file: string) => (file === "sites-light-1280.png" ? { width: 1280, height: 800 } : null);
    const { html } = renderGuideHtml(
      "![Sites](screenshots/sites-light-1280.png) ![x](https://evil.example/x.png) ![y](../a.png)",
      slugOf,
      size,
    );
    expect(html).toContain(
      '<img src="/docs/screenshots/sites-light-1280.png" alt="Sites" loading="lazy" width="1280" height="800" />',
    );
    expect(html.match(/<img/g)).toHaveLength(1);
  });

  it("shows raw HTML and script links as text, never as markup", () => {
    const html = render('<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror="alert(1)">');
    expect(html).not.toMatch(/<script|<img|<a /);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("wraps tables and code blocks so a keyboard can scroll them", () => {
    const html = render("| a | b |\n| --- | ---: |\n| 1 | 2 |\n\n```sh\nnpm test\n```\n");
    expect(html).toMatch(/^<div class="guide-table" role="region" aria-label="[^"]+" tabindex="0"><table>/);
    expect(html).toContain('<td style="text-align:right">2</td>');
    expect(html).toContain('<pre tabindex="0"><code class="language-sh">npm test\n</code></pre>');
  });
});

describe("headingSlugger", () => {
  it("keeps letters, digits, underscores and hyphens", () => {
    const slug = headingSlugger();
    expect(slug("A comment's history: `/moderation/comments/cmt_…`")).toBe("a-comments-history-moderationcommentscmt_");
    expect(slug("Sign-in")).toBe("sign-in");
  });
});
