import { describe, expect, it } from "vitest";

import { apiClient, randomIp } from "../support/api-client";
import { commentFixture } from "../support/comment-fixture";
import { testServers } from "../support/test-servers";
import { unsafeHtmlParts } from "../support/unsafe-html-parts";
import { xssCorpus } from "../support/xss-corpus";

// The markup the fragment itself may contain around the comment bodies (which unsafeHtmlParts checks).
const scaffoldTags = new Set([
  "section",
  "h2",
  "p",
  "ol",
  "li",
  "article",
  "header",
  "span",
  "time",
  "div",
  "nav",
  "a",
]);
const scaffoldAttributes = new Set([
  "class",
  "id",
  "aria-label",
  "data-threadline-fragment",
  "itemscope",
  "itemtype",
  "itemprop",
  "datetime",
  "rel",
  "href",
]);
const bodyPattern = /(<div class="threadline-text" itemprop="text">)([\s\S]*?)(<\/div>)/g;

/** The comment bodies of a fragment, each as served. */
function bodiesOf(html: string): string[] {
  return [...html.matchAll(bodyPattern)].map((m) => m[2]!);
}

/** What is wrong with the fragment's own markup (bodies left out): unknown tags or attributes, stray "<" or ">" in text. */
function scaffoldProblems(html: string): string[] {
  const scaffold = html.replace(bodyPattern, "$1$3");
  const problems: string[] = [];
  for (const [whole, name, attrs] of scaffold.matchAll(/<\/?([a-zA-Z][^\s/>]*)([^>]*)>/g)) {
    if (!scaffoldTags.has(name!)) problems.push(`tag ${whole}`);
    const rest = attrs!.replace(/\s([a-z-]+)(="[^"]*")?/g, (_, attr: string) => {
      if (!scaffoldAttributes.has(attr)) problems.push(`attribute ${attr} in ${whole}`);
      return "";
    });
    if (rest.trim() !== "") problems.push(`unparsed attributes ${rest} in ${whole}`);
  }
  if (/[<>]/.test(scaffold.replace(/<[^>]*>/g, ""))) problems.push("raw angle bracket in text");
  return problems;
}

/** The parent comment of each comment in the fragment (null at the top), in document order. */
function treeOf(html: string): [string, string | null][] {
  const open: (string | null)[] = [];
  const tree: [string, string | null][] = [];
  for (const [, close, name, attrs] of html.matchAll(/<(\/?)(li|article)\b([^>]*)>/g)) {
    if (name === "li") {
      if (close) open.pop();
      else open.push(null);
    } else if (!close) {
      const id = /id="comment-([^"]+)"/.exec(attrs!)![1]!;
      open[open.length - 1] = id;
      tree.push([id, open.length > 1 ? open[open.length - 2]! : null]);
    }
  }
  return tree;
}

describe.each(testServers())("the thread's HTML fragment on $name", ({ baseUrl, databaseUrl }) => {
  const reader = () => apiClient(baseUrl, undefined, { ip: randomIp() });
  const fragmentPath = (siteId: string, threadUrl: string, extra: Record<string, string | number> = {}) =>
    `/v1/comments/html?${new URLSearchParams({ site_id: siteId, thread_url: threadUrl, ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])) })}`;

  it("shows the published thread nested, escaped, dated, with placeholders and cache headers", async () => {
    const f = await commentFixture(baseUrl, databaseUrl);
    const page = f.newPage();
    const a = await f.comment(page, "Hello **world**, see https://example.org/x and [docs](https://example.net/d)", {
      author_name: "Ada",
    });
    const b = await f.comment(page, "a reply", { author_name: "Bob", parent_id: a.id });
    const c = await f.comment(page, "a reply to the reply", { author_name: "Cy", parent_id: b.id });
    const d = await f.comment(page, "second root", { author_name: `<img src=x onerror=alert(1)>"&'` });
    const e = await f.comment(page, "soon deleted", { author_name: "Eve" });
    const g = await f.comment(page, "reply kept under a placeholder", { author_name: "Gil", parent_id: e.id });
    expect((await f.live.del(`/v1/comments/${e.id}`)).status).toBe(200);

    const res = await reader().get(fragmentPath(f.owner.site_id, page, { sort: "oldest" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(res.headers.get("x-ratelimit-limit")).toBe("600");
    const html = res.text;
    expect(
      html.startsWith('<section class="threadline-fragment" data-threadline-fragment aria-label="Comments">'),
    ).toBe(true);
    // Five published comments: the deleted one is a placeholder and counts no more.
    expect(html).toContain("<h2>5 comments</h2>");
    expect(treeOf(html)).toEqual([
      [a.id, null],
      [b.id, a.id],
      [c.id, b.id],
      [d.id, null],
      [e.id, null],
      [g.id, e.id],
    ]);
    expect(html).toContain(`<span itemprop="name">Ada</span>`);
    expect(html).toContain(`<time datetime="${a.created_at}" itemprop="dateCreated">`);
    const when = new Date(a.created_at);
    expect(html).toContain(
      `${when.getUTCDate()} ${when.toLocaleString("en-US", { month: "long", timeZone: "UTC" })} ${when.getUTCFullYear()},`,
    );
    expect(html).toContain(`<div class="threadline-text" itemprop="text">${a.content_html}</div>`);
    expect(html).toContain("<strong>world</strong>");
    // The hostile name is text, escaped once; nothing of it is markup.
    expect(html).toContain('<span itemprop="name">&lt;img src=x onerror=alert(1)&gt;&quot;&amp;&#39;</span>');
    expect(html).not.toContain("<img");
    // The placeholder shows neither what was said nor by whom, and its reply keeps its place.
    expect(html).toContain(
      `<article id="comment-${e.id}" class="threadline-comment threadline-deleted"><p>[deleted]</p></article>`,
    );
    expect(html).not.toContain("soon deleted");
    expect(html).not.toContain("Eve");
    expect(html).toContain("reply kept under a placeholder");
    // Readers' links carry rel="nofollow ugc" (noopener too): checked on what is served, not assumed.
    const links = [...html.matchAll(/<a\s[^>]*>/g)].map((m) => m[0]);
    expect(links).toEqual([
      '<a href="https://example.org/x" rel="nofollow ugc noopener">',
      '<a href="https://example.net/d" rel="nofollow ugc noopener">',
    ]);
    expect(html).not.toContain('rel="next"');
    expect(scaffoldProblems(html)).toEqual([]);

    // The ETag names the content: a revalidation answers 304 until the thread changes.
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    const same = await reader().get(fragmentPath(f.owner.site_id, page, { sort: "oldest" }), { "If-None-Match": etag });
    expect(same.status).toBe(304);
    expect(same.text).toBe("");
    await f.comment(page, "news", { author_name: "Nia" });
    const changed = await reader().get(fragmentPath(f.owner.site_id, page, { sort: "oldest" }), {
      "If-None-Match": etag,
    });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain("<h2>6 comments</h2>");
  });

  it("sorts and pages by the site's settings unless asked otherwise, linking the next page", async () => {
    const f = await commentFixture(baseUrl, databaseUrl);
    const page = f.newPage();
    const roots = [];
    for (const n of [1, 2, 3]) roots.push(await f.comment(page, `root ${n}`, { author_name: "R" }));
    await f.configure({ embed: { default_sort: "newest", comments_per_page: 2 } });

    const first = await reader().get(fragmentPath(f.owner.site_id, page));
    expect(treeOf(first.text).map(([id]) => id)).toEqual([roots[2]!.id, roots[1]!.id]);
    expect(first.text).toContain("<h2>3 comments</h2>");
    const next = /<a rel="next" href="([^"]+)">/.exec(first.text)?.[1];
    expect(next).toBeDefined();
    const nextUrl = new URL(next!.replaceAll("&amp;", "&"));
    // Absolute, on this server's own address (the tests' HOSTNAME), never on the request's Host.
    expect(nextUrl.origin).toBe(baseUrl);
    expect(Object.fromEntries(nextUrl.searchParams)).toEqual({
      site_id: f.owner.site_id,
      thread_url: page,
      sort: "newest",
      page: "2",
      per_page: "2",
    });
    const second = await reader().get(`${nextUrl.pathname}${nextUrl.search}`);
    expect(treeOf(second.text).map(([id]) => id)).toEqual([roots[0]!.id]);
    expect(second.text).not.toContain('rel="next"');

    const asked = await reader().get(fragmentPath(f.owner.site_id, page, { sort: "oldest", per_page: 5 }));
    expect(treeOf(asked.text).map(([id]) => id)).toEqual(roots.map((r) => r.id));
  });

  it("never shows pending comments, test-mode comments or anything an API key alone may see", async () => {
    const f = await commentFixture(baseUrl, databaseUrl);
    const page = f.newPage();
    await f.comment(page, "published words", { author_name: "Pat" });
    await f.configure({ moderation: { mode: "all" } });
    const held = await f.comment(page, "held words", { author_name: "Hal" });
    expect(held.status).toBe("pending");
    const guest = apiClient(baseUrl, undefined, { ip: randomIp(), origin: "http://localhost" });
    const guestRes = await guest.post(`/v1/comments?site_id=${f.owner.site_id}`, {
      site_id: f.owner.site_id,
      thread_url: page,
      content: "guest held words",
      author_name: "Gus",
    });
    expect(guestRes.json.status).toBe("pending");
    await f.configure({ moderation: { mode: "none" } });
    const testKey = apiClient(baseUrl, f.owner.api_keys.test);
    const testComment = await testKey.post("/v1/comments", {
      site_id: f.owner.site_id,
      thread_url: page,
      content: "test mode words",
      author_name: "Tess",
    });
    expect(testComment.status).toBe(201);

    for (const client of [reader(), testKey, f.live]) {
      const res = await client.get(fragmentPath(f.owner.site_id, page));
      expect(res.status).toBe(200);
      expect(res.text).toContain("published words");
      expect(res.text).toContain("<h2>1 comment</h2>");
      for (const hidden of ["held words", "test mode words", "Hal", "Gus", "Tess", "@"])
        expect(res.text).not.toContain(hidden);
    }
    // Held, not lost: approved, it is shown.
    expect((await f.live.post(`/v1/comments/${held.id}/moderation`, { action: "approve" })).status).toBe(200);
    const after = await reader().get(fragmentPath(f.owner.site_id, page));
    expect(after.text).toContain("held words");
    expect(after.text).toContain("<h2>2 comments</h2>");
  });

  it("lets no payload of the XSS corpus, as content or as author name, out as markup", async () => {
    const f = await commentFixture(baseUrl, databaseUrl);
    const page = f.newPage();
    const corpus = xssCorpus();
    for (let i = 0; i < corpus.length; i += 10) {
      await Promise.all(
        corpus.slice(i, i + 10).map(async (payload) => {
          const body = {
            site_id: f.owner.site_id,
            thread_url: page,
            content: payload,
            author_name: payload.slice(0, 80),
          };
          let res = await f.live.post("/v1/comments", body);
          // A payload that normalizes to no visible name is refused as a name: posted without one.
          if (res.status === 422) res = await f.live.post("/v1/comments", { ...body, author_name: undefined });
          expect(res.status, payload).toBe(201);
        }),
      );
    }
    let seen = 0;
    let path: string | null = fragmentPath(f.owner.site_id, page, { per_page: 100 });
    while (path) {
      const res = await reader().get(path);
      expect(res.status).toBe(200);
      for (const body of bodiesOf(res.text)) expect(unsafeHtmlParts(body), body).toEqual([]);
      expect(scaffoldProblems(res.text)).toEqual([]);
      // Names are text: every "<" of a payload in a name or a body is escaped, so no tag but ours and the allowlist's exists.
      expect(res.text).not.toMatch(/<(script|img|svg|iframe|body|style|object|embed|meta|link)\b/i);
      seen += treeOf(res.text).length;
      const next = /<a rel="next" href="([^"]+)">/.exec(res.text)?.[1];
      const nextUrl = next ? new URL(next.replaceAll("&amp;", "&")) : null;
      path = nextUrl ? `${nextUrl.pathname}${nextUrl.search}` : null;
    }
    expect(seen).toBe(corpus.length);
  });

  it("answers an empty thread briefly, with CORS for the site's origins only", async () => {
    const f = await commentFixture(baseUrl, databaseUrl);
    const res = await apiClient(baseUrl, undefined, { ip: randomIp(), origin: "http://localhost" }).get(
      fragmentPath(f.owner.site_id, f.newPage()),
    );
    expect(res.status).toBe(200);
    expect(res.text).toBe(
      '<section class="threadline-fragment" data-threadline-fragment aria-label="Comments">\n<p>No comments yet.</p>\n</section>\n',
    );
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost");
    expect(res.headers.get("vary")).toMatch(/Origin/);
    const other = await apiClient(baseUrl, undefined, { ip: randomIp(), origin: "https://evil.example.org" }).get(
      fragmentPath(f.owner.site_id, f.newPage()),
    );
    expect(other.status).toBe(200);
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("is described in the OpenAPI document as text/html", async () => {
    const doc = (await reader().get("/v1/openapi.json")).json;
    const operation = doc.paths["/v1/comments/html"].get;
    expect(Object.keys(operation.responses["200"].content)).toEqual(["text/html"]);
    expect(operation.responses["200"].headers).toHaveProperty("Cache-Control");
    expect(
      operation.parameters.filter((p: { required: boolean }) => p.required).map((p: { name: string }) => p.name),
    ).toEqual(["site_id", "thread_url"]);
    const notFound = doc.components.responses[operation.responses["404"].$ref.split("/").pop()];
    expect(notFound.content).toHaveProperty("application/problem+json");
  });

  it("answers problems as problem+json with stable codes", async () => {
    const f = await commentFixture(baseUrl, databaseUrl);
    const unknown = await reader().get(fragmentPath("site_01jd8x5s2ve4rjy3ggk9h6tq1m", "https://example.com/a"));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toBe("application/problem+json");
    expect(unknown.json).toMatchObject({ code: "site_not_found", status: 404 });
    const bad: [string, string][] = [
      [fragmentPath("nope", "https://example.com/a"), "site_id"],
      [`/v1/comments/html?site_id=${f.owner.site_id}`, "thread_url"],
      [fragmentPath(f.owner.site_id, "javascript:alert(1)"), "thread_url"],
      [fragmentPath(f.owner.site_id, "https://example.com/a", { sort: "best" }), "sort"],
      [fragmentPath(f.owner.site_id, "https://example.com/a", { per_page: 0 }), "per_page"],
      [fragmentPath(f.owner.site_id, "https://example.com/a", { page: "x" }), "page"],
    ];
    for (const [path, field] of bad) {
      const res = await reader().get(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      expect(res.json.code).toBe("invalid_parameters");
      expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const post = await reader().post(fragmentPath(f.owner.site_id, "https://example.com/a"));
    expect(post.status).toBe(405);
    expect(post.json.code).toBe("method_not_allowed");
  });
});
