import { beforeAll, describe, expect, it } from "vitest";

import { apiClient, threadQuery } from "../support/api-client";
import { commentFixture } from "../support/comment-fixture";
import { buildAccount } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { testServers } from "../support/test-servers";

describe.each(testServers())("Idempotency-Key on $name", ({ baseUrl, databaseUrl }) => {
  let f: Awaited<ReturnType<typeof commentFixture>>;
  beforeAll(async () => {
    f = await commentFixture(baseUrl, databaseUrl);
  });
  const key = () => `key-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const create = (body: Record<string, unknown>, idempotencyKey: string, client = f.live) =>
    client.post("/v1/comments", { site_id: f.owner.site_id, ...body }, { "Idempotency-Key": idempotencyKey });

  it("answers a retry with the first response and creates one comment", async () => {
    const page = f.newPage();
    const k = key();
    const first = await create({ thread_url: page, content: "once" }, k);
    const again = await create({ thread_url: page, content: "once" }, k);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect((await f.live.get(threadQuery(f.owner.site_id, page))).json.total).toBe(1);
    // Another key is another request.
    expect((await create({ thread_url: page, content: "once" }, key())).json.id).not.toBe(first.json.id);
    expect((await f.live.get(threadQuery(f.owner.site_id, page))).json.total).toBe(2);
  });

  it("forgets a key after 24 hours: the same key then runs a new request", async () => {
    const page = f.newPage();
    const k = key();
    const first = await create({ thread_url: page, content: "yesterday" }, k);
    expect(first.status).toBe(201);
    const dayAgo = new Date(Date.now() - 24 * 3600_000 - 60_000);
    await queryDatabase(databaseUrl, `UPDATE "IdempotencyRecord" SET "createdAt" = $1 WHERE "key" = $2`, [
      databaseUrl.startsWith("file:") ? dayAgo.toISOString().replace("Z", "+00:00") : dayAgo.toISOString(),
      k,
    ]);
    const today = await create({ thread_url: page, content: "today" }, k);
    expect(today.status).toBe(201);
    expect(today.headers.get("idempotent-replayed")).toBeNull();
    expect(today.json.id).not.toBe(first.json.id);
    const again = await create({ thread_url: page, content: "today" }, k);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json.id).toBe(today.json.id);
    expect((await f.live.get(threadQuery(f.owner.site_id, page))).json.total).toBe(2);
  });

  it("answers 409 when the key comes back with another body or path", async () => {
    const page = f.newPage();
    const k = key();
    await create({ thread_url: page, content: "original" }, k);
    const changed = await create({ thread_url: page, content: "changed" }, k);
    expect(changed.status).toBe(409);
    expect(changed.json.code).toBe("idempotency_key_reused");
    const c = (await f.live.get(threadQuery(f.owner.site_id, page))).json.comments[0];
    const elsewhere = await f.live.post(`/v1/comments/${c.id}/upvote`, { voter_id: "v" }, { "Idempotency-Key": k });
    expect(elsewhere.json.code).toBe("idempotency_key_reused");
    expect(
      (await f.live.get(threadQuery(f.owner.site_id, page))).json.comments.map((x: { content: string }) => x.content),
    ).toEqual(["original"]);
    expect((await f.live.get(`/v1/comments/${c.id}`)).json.upvotes).toBe(0);
  });

  it("runs concurrent requests with one key once", async () => {
    const page = f.newPage();
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => create({ thread_url: page, content: "racing" }, k)),
    );
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.json.id)).size).toBe(1);
    for (const r of results.filter((x) => x.status !== 201))
      expect(r.json.code).toBe("idempotency_request_in_progress");
    expect((await f.live.get(threadQuery(f.owner.site_id, page))).json.total).toBe(1);
  });

  it("replays errors it answered, but not a request that failed validation", async () => {
    const k = key();
    const body = { thread_url: f.newPage(), content: "x", parent_id: "cmt_01jd8x6f4pe7s9v2b0k3m5n7q8" };
    const missing = await create(body, k);
    expect(missing.json.code).toBe("parent_not_found");
    const replay = await create(body, k);
    expect(replay.status).toBe(422);
    expect(replay.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.json).toEqual(missing.json);

    const k2 = key();
    const page = f.newPage();
    expect((await create({ thread_url: page, content: "" }, k2)).status).toBe(422);
    expect((await create({ thread_url: page, content: "fixed" }, k2)).status).toBe(201);
  });

  it("keeps keys per account and mode, works on every POST, and checks the header", async () => {
    const k = key();
    const page = f.newPage();
    const other = await buildAccount(databaseUrl);
    const theirs = await apiClient(baseUrl, other.api_keys.live).post(
      "/v1/comments",
      { site_id: other.site_id, thread_url: page, content: "theirs" },
      { "Idempotency-Key": k },
    );
    expect(theirs.status).toBe(201);
    expect((await create({ thread_url: page, content: "mine" }, k)).status).toBe(201);
    expect(
      (await create({ thread_url: page, content: "test" }, k, apiClient(baseUrl, f.owner.api_keys.test))).status,
    ).toBe(201);

    const c = (await f.live.get(threadQuery(f.owner.site_id, page))).json.comments[0];
    const vk = key();
    const vote = () =>
      f.live.post(`/v1/comments/${c.id}/flag`, { voter_id: "same", reason: "spam" }, { "Idempotency-Key": vk });
    expect((await vote()).text).toBe((await vote()).text);
    for (const bad of ["", "x".repeat(256), "spaces are not allowed"]) {
      const res = await f.live.post(
        "/v1/comments",
        { site_id: f.owner.site_id, thread_url: page, content: "x" },
        { "Idempotency-Key": bad },
      );
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json.errors[0].field).toBe("Idempotency-Key");
    }
    const rows = await queryDatabase(databaseUrl, `SELECT "status" FROM "IdempotencyRecord" WHERE "key" = $1`, [k]);
    expect(rows.map((r) => Number(r.status)).sort()).toEqual([201, 201, 201]);
  });
});
