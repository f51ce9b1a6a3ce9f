import { beforeAll, describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { commentFixture } from "../support/comment-fixture";
import { buildAccount } from "../support/factories";
import { testServers } from "../support/test-servers";

describe.each(testServers())("threads on $name", ({ baseUrl, databaseUrl }) => {
  let f: Awaited<ReturnType<typeof commentFixture>>;
  beforeAll(async () => {
    f = await commentFixture(baseUrl, databaseUrl);
  });

  it("lists a site's threads with counts, newest activity first", async () => {
    const [a, b, c] = [f.newPage(), f.newPage(), f.newPage()];
    const first = await f.comment(a, "a1");
    await f.comment(b, "b1");
    await f.comment(c, "c1");
    await f.comment(a, "a2", { parent_id: first.id });
    const res = await f.live.get(`/v1/threads?site_id=${f.owner.site_id}&per_page=2`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 3, page: 1, per_page: 2, has_more: true });
    expect(res.json.threads.map((t: { url: string }) => t.url)).toEqual([a, c]);
    expect(res.json.threads[0]).toMatchObject({
      site_id: f.owner.site_id,
      title: null,
      locked: false,
      comment_count: 2,
      top_level_count: 1,
    });
    expect(Date.parse(res.json.threads[0].last_activity_at)).toBeGreaterThanOrEqual(
      Date.parse(res.json.threads[1].last_activity_at),
    );
    const rest = await f.live.get(`/v1/threads?site_id=${f.owner.site_id}&per_page=2&page=2`);
    expect(rest.json.threads.map((t: { url: string }) => t.url)).toEqual([b]);
    expect(
      (await apiClient(baseUrl, f.owner.api_keys.test).get(`/v1/threads?site_id=${f.owner.site_id}`)).json.total,
    ).toBe(0);
    expect((await f.live.get("/v1/threads")).status).toBe(400);
  });

  it("gets a thread, sets its title, and locks it against new comments and replies", async () => {
    const page = f.newPage();
    const root = await f.comment(page, "before the lock");
    const got = await f.live.get(`/v1/threads/${root.thread_id}`);
    expect(got.json).toMatchObject({ id: root.thread_id, url: page, comment_count: 1, locked: false });

    const titled = await f.live.patch(`/v1/threads/${root.thread_id}`, { title: "  Hello post  " });
    expect(titled.json).toMatchObject({ title: "Hello post", locked: false });
    const locked = await f.live.patch(`/v1/threads/${root.thread_id}`, { locked: true });
    expect(locked.json).toMatchObject({ title: "Hello post", locked: true });

    for (const body of [{ content: "after" }, { content: "reply", parent_id: root.id }]) {
      const res = await f.live.post("/v1/comments", { site_id: f.owner.site_id, thread_url: page, ...body });
      expect(res.status).toBe(409);
      expect(res.json.code).toBe("thread_locked");
    }
    // A locked thread still takes votes and moderation; only new comments are closed.
    expect((await f.live.post(`/v1/comments/${root.id}/upvote`, { voter_id: "v" })).json.upvotes).toBe(1);
    expect((await f.live.get(`/v1/threads/${root.thread_id}`)).json.comment_count).toBe(1);

    const reopened = await f.live.patch(`/v1/threads/${root.thread_id}`, { locked: false, title: null });
    expect(reopened.json).toMatchObject({ title: null, locked: false });
    expect(
      (await f.live.post("/v1/comments", { site_id: f.owner.site_id, thread_url: page, content: "after" })).status,
    ).toBe(201);
  });

  it("validates thread updates and hides other accounts' and modes' threads", async () => {
    const root = await f.comment(f.newPage(), "thread");
    for (const body of [{}, { locked: "yes" }, { title: "" }, { title: "x".repeat(301) }, { url: "https://x.y" }]) {
      const res = await f.live.patch(`/v1/threads/${root.thread_id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const other = apiClient(baseUrl, (await buildAccount(databaseUrl)).api_keys.live);
    const testKey = apiClient(baseUrl, f.owner.api_keys.test);
    for (const client of [other, testKey]) {
      expect((await client.get(`/v1/threads/${root.thread_id}`)).json.code).toBe("thread_not_found");
      expect((await client.patch(`/v1/threads/${root.thread_id}`, { locked: true })).json.code).toBe(
        "thread_not_found",
      );
    }
    expect((await f.live.get("/v1/threads/thr_nope")).status).toBe(404);
    expect((await f.live.get(`/v1/threads/${root.thread_id}`)).json.locked).toBe(false);
  });
});
