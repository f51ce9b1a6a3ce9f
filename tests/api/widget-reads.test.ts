import { beforeAll, describe, expect, it } from "vitest";

import { renderCommentHtml } from "@/lib/comments/render-comment-html";

import { apiClient, randomIp, threadQuery } from "../support/api-client";
import { enableSso } from "../support/enable-sso";
import { buildAccount } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { type Bootstrapped } from "../support/run-cli";
import { signInReader } from "../support/sign-in-reader";
import { testServers } from "../support/test-servers";
import { waitForWindowRoom } from "../support/wait-for-window-room";

const origin = "https://widget.example.com";

describe.each(testServers())("what the widget and the count script read on $name", ({ baseUrl, databaseUrl }) => {
  let owner: Bootstrapped;
  let stranger: Bootstrapped;
  let live: ReturnType<typeof apiClient>;
  const run = Date.now();
  const page = (name: string) => `${origin}/${name}-${run}`;

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl, { domain: "widget.example.com" });
    stranger = await buildAccount(databaseUrl, { domain: "stranger.example.com" });
    live = apiClient(baseUrl, owner.api_keys.live);
  });

  const guest = (from = origin, ip = randomIp()) => apiClient(baseUrl, undefined, { ip, origin: from });
  const comment = async (client: ReturnType<typeof apiClient>, url: string, extra: Record<string, unknown> = {}) => {
    const res = await client.post("/v1/comments", { site_id: owner.site_id, thread_url: url, content: "hi", ...extra });
    expect(res.status).toBe(201);
    return res.json;
  };
  const countsPath = (urls: string[], siteId = owner.site_id) => {
    const query = new URLSearchParams({ site_id: siteId });
    for (const url of urls) query.append("thread_url", url);
    return `/v1/comments/counts?${query}`;
  };

  it("lists a thread with its state: null before the first comment, then locked, title and every published comment", async () => {
    const url = page("state");
    const before = await guest().get(threadQuery(owner.site_id, url));
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({ thread: null, comments: [], total: 0 });
    const root = await comment(live, url);
    await comment(live, url, { parent_id: root.id });
    const thread = { id: root.thread_id, url, title: null, locked: false, comment_count: 2 };
    const listed = await guest().get(threadQuery(owner.site_id, `${url}?utm_source=feed#comments`));
    expect(listed.json.thread).toEqual(thread);
    expect(listed.json.total).toBe(1);
    expect((await live.get(threadQuery(owner.site_id, url))).json.thread).toEqual(thread);
    expect((await apiClient(baseUrl, owner.api_keys.test).get(threadQuery(owner.site_id, url))).json.thread).toBeNull();
    await live.patch(`/v1/threads/${root.thread_id}`, { title: "Locked post", locked: true });
    const locked = await guest().get(threadQuery(owner.site_id, url, { page: 5 }));
    expect(locked.json.thread).toEqual({ ...thread, title: "Locked post", locked: true });
    expect(locked.json.comments).toEqual([]);
  });

  it("counts published comments, replies included, of many pages at once, keyed as sent", async () => {
    const [a, b, empty] = [page("count-a"), page("count-b"), page("count-none")];
    const root = await comment(live, a);
    await comment(live, a, { parent_id: root.id });
    await comment(live, a);
    await comment(live, b);
    await comment(apiClient(baseUrl, owner.api_keys.test), b);
    const held = await comment(live, b);
    await live.post(`/v1/comments/${held.id}/moderation`, { action: "reject" });
    const spelled = `${a.replace("https://widget.", "HTTPS://WIDGET.")}?utm_campaign=x#comments`;
    const res = await guest().get(countsPath([a, b, empty, spelled, a]));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ counts: { [a]: 3, [b]: 1, [empty]: 0, [spelled]: 3 } });
    expect(res.headers.get("access-control-allow-origin")).toBe(origin);
    expect(res.headers.get("vary")).toMatch(/Origin/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    expect(res.headers.get("x-ratelimit-limit")).toBe("120");
    expect(res.headers.get("ratelimit-policy")).toContain('"publicCount"');
    const elsewhere = await guest("https://evil.example.org").get(countsPath([a]));
    expect(elsewhere.json.counts[a]).toBe(3);
    expect(elsewhere.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers an API key in its own mode and account, privately cached and counted against the key", async () => {
    const url = page("count-modes");
    await comment(live, url);
    await comment(apiClient(baseUrl, owner.api_keys.test), url);
    await comment(apiClient(baseUrl, owner.api_keys.test), url);
    const asTest = await apiClient(baseUrl, owner.api_keys.test).get(countsPath([url]));
    expect(asTest.json.counts[url]).toBe(2);
    expect(asTest.headers.get("cache-control")).toBe("private, max-age=60");
    expect(asTest.headers.get("ratelimit-policy")).toContain('"apiKey"');
    expect((await live.get(countsPath([url]))).json.counts[url]).toBe(1);
    const foreign = await apiClient(baseUrl, stranger.api_keys.live).get(countsPath([url]));
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe("site_not_found");
  });

  it("takes 1 to 50 http(s) thread URLs and names the bad parameter otherwise", async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => page(`many-${i}`));
    const full = await guest().get(countsPath(fifty));
    expect(full.status).toBe(200);
    expect(Object.keys(full.json.counts)).toHaveLength(50);
    const refused = async (path: string, field: string) => {
      const res = await guest().get(path);
      expect(res.status, path).toBe(400);
      expect(res.json.code).toBe("invalid_parameters");
      expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(res.headers.get("cache-control")).toBeNull();
    };
    await refused(countsPath([]), "thread_url");
    await refused(countsPath([...fifty, page("one-too-many")]), "thread_url");
    await refused(countsPath([page("fine"), "ftp://widget.example.com/x"]), "thread_url.1");
    await refused(countsPath(["/relative"]), "thread_url.0");
    await refused(countsPath([page("fine")], "site_nope"), "site_id");
    const unknown = await guest().get(countsPath([page("fine")], "site_01jd8x5s2ve4rjy3ggk9h6tq1m"));
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe("site_not_found");
    const preflight = await apiClient(baseUrl).call(
      "OPTIONS",
      `/v1/comments/counts?site_id=${owner.site_id}`,
      undefined,
      {
        Origin: origin,
        "Access-Control-Request-Method": "GET",
      },
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
    expect((await guest().post(countsPath([page("fine")]), {})).status).toBe(405);
  });

  it("previews a draft as the server would render it, storing nothing", async () => {
    const content = "**bold** <script>alert(1)</script> [x](javascript:alert(1)) https://example.com";
    const countRows = async () =>
      (await queryDatabase(databaseUrl, `SELECT COUNT(*) AS n FROM "Comment" WHERE "siteId" = $1`, [owner.site_id]))[0]!
        .n;
    const rowsBefore = Number(await countRows());
    const res = await guest().post(`/v1/comments/preview?site_id=${owner.site_id}`, {
      site_id: owner.site_id,
      content,
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ content_html: renderCommentHtml(content) });
    expect(res.json.content_html).toContain("<strong>bold</strong>");
    expect(res.json.content_html).not.toMatch(/<script|href="javascript/i);
    expect(res.headers.get("access-control-allow-origin")).toBe(origin);
    expect(res.headers.get("x-ratelimit-limit")).toBe("60");
    expect((await live.post("/v1/comments/preview", { site_id: owner.site_id, content: "*key*" })).json).toEqual({
      content_html: "<p><em>key</em></p>",
    });
    expect(
      (
        await apiClient(baseUrl, undefined, { ip: randomIp() }).post("/v1/comments/preview", {
          site_id: owner.site_id,
          content: "no origin",
        })
      ).status,
    ).toBe(200);
    expect(Number(await countRows())).toBe(rowsBefore);
  });

  it("refuses a preview from another origin, of another site, or of content no comment could have", async () => {
    const forged = await guest("https://evil.example.org").post("/v1/comments/preview", {
      site_id: owner.site_id,
      content: "hi",
    });
    expect(forged.status).toBe(403);
    expect(forged.json.code).toBe("origin_not_allowed");
    const invalid = async (body: Record<string, unknown>, field: string) => {
      const res = await guest().post("/v1/comments/preview", { site_id: owner.site_id, ...body });
      expect(res.status).toBe(422);
      expect(res.json.code).toBe("validation_failed");
      expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field);
    };
    await invalid({ content: "   " }, "content");
    await invalid({ content: "x".repeat(10_001) }, "content");
    await invalid({ content: "hi", thread_url: page("x") }, "thread_url");
    expect(
      (
        await apiClient(baseUrl, stranger.api_keys.live).post("/v1/comments/preview", {
          site_id: owner.site_id,
          content: "hi",
        })
      ).status,
    ).toBe(404);
    const secret = await enableSso(baseUrl, databaseUrl, owner);
    const reader = apiClient(baseUrl, await signInReader(baseUrl, owner.site_id, secret, `preview-${run}`), { origin });
    expect((await reader.post("/v1/comments/preview", { site_id: owner.site_id, content: "as a reader" })).status).toBe(
      200,
    );
    const otherSite = await reader.post("/v1/comments/preview", { site_id: stranger.site_id, content: "hi" });
    expect(otherSite.status).toBe(403);
    expect(otherSite.json.code).toBe("forbidden");
  });

  it("limits previews to 60 a minute per IP", async () => {
    const client = guest();
    const send = () => client.post("/v1/comments/preview", { site_id: owner.site_id, content: "again" });
    // The whole burst inside one fixed window, so that its end cannot reset the count midway.
    await waitForWindowRoom(60, 20);
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(await send());
    expect(answers.map((r) => r.status)).toEqual(Array(60).fill(200));
    expect(answers.at(-1)!.headers.get("x-ratelimit-remaining")).toBe("0");
    const over = await send();
    expect(over.status).toBe(429);
    expect(over.json).toMatchObject({ code: "rate_limited", policy: "commentPreview" });
  });
});
