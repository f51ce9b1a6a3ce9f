// Class 1: a test key must never change or delete what live traffic depends on. Sites, their
// settings, SSO secrets and bans are shared by both modes and change only with a live key (403
// live_mode_required); comments, threads and webhooks belong to one mode, and the other mode's
// keys cannot even see them (404). Another account's objects answer 404 whatever the key.
import { beforeAll, describe, expect, it } from "vitest";

import { newId } from "@/lib/core/new-id";

import { apiClient, threadQuery } from "../support/api-client";
import { buildAccount, setPlan } from "../support/factories";
import { type Bootstrapped } from "../support/run-cli";
import { testServers } from "../support/test-servers";

describe.each(testServers())("test keys and live data on $name", ({ baseUrl, databaseUrl }) => {
  let owner: Bootstrapped;
  let live: ReturnType<typeof apiClient>;
  let test: ReturnType<typeof apiClient>;
  const page = "https://localhost/live-story";

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl);
    await setPlan(databaseUrl, owner.account_id, "publisher");
    live = apiClient(baseUrl, owner.api_keys.live);
    test = apiClient(baseUrl, owner.api_keys.test);
  });

  const expectLiveModeRequired = (res: { status: number; json: { code?: string }; headers: Headers }) => {
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.json.code).toBe("live_mode_required");
  };

  it("cannot delete, change or add sites, and the live site with its comments stays whole", async () => {
    const comment = await live.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: page,
      content: "live words",
    });
    expect(comment.status).toBe(201);
    const before = (await live.get(`/v1/sites/${owner.site_id}`)).json;

    expectLiveModeRequired(await test.del(`/v1/sites/${owner.site_id}`));
    expectLiveModeRequired(
      await test.patch(`/v1/sites/${owner.site_id}`, { name: "Hijacked", moderation: { mode: "all" } }),
    );
    expectLiveModeRequired(await test.patch(`/v1/sites/${owner.site_id}`, { domains: ["evil.example"] }));
    expectLiveModeRequired(await test.post("/v1/sites", { name: "Test site", domains: ["test.example.com"] }));

    expect((await live.get(`/v1/sites/${owner.site_id}`)).json).toEqual(before);
    const thread = await live.get(threadQuery(owner.site_id, page));
    expect(thread.status).toBe(200);
    expect(thread.json.comments.map((c: { id: string }) => c.id)).toContain(comment.json.id);
    // Reading what both modes share stays open to test keys.
    expect((await test.get(`/v1/sites/${owner.site_id}`)).json).toEqual(before);
    expect((await test.get(`/v1/sites/${owner.site_id}/embed-snippet`)).status).toBe(200);
  });

  it("cannot add or remove SSO secrets or bans", async () => {
    const secret = await live.post(`/v1/sites/${owner.site_id}/sso-secrets`);
    expect(secret.status).toBe(201);
    expectLiveModeRequired(await test.post(`/v1/sites/${owner.site_id}/sso-secrets`));
    expectLiveModeRequired(await test.del(`/v1/sites/${owner.site_id}/sso-secrets/${secret.json.id}`));
    expect(
      (await live.get(`/v1/sites/${owner.site_id}/sso-secrets`)).json.sso_secrets.map((s: { id: string }) => s.id),
    ).toEqual([secret.json.id]);

    const ban = await live.post(`/v1/sites/${owner.site_id}/bans`, { email: "troll@example.com", reason: "abuse" });
    expect(ban.status).toBe(201);
    expectLiveModeRequired(await test.post(`/v1/sites/${owner.site_id}/bans`, { email: "victim@example.com" }));
    expectLiveModeRequired(await test.del(`/v1/sites/${owner.site_id}/bans/${ban.json.id}`));
    expect((await live.get(`/v1/sites/${owner.site_id}/bans`)).json.bans.map((b: { id: string }) => b.id)).toEqual([
      ban.json.id,
    ]);
  });

  it("cannot see or touch live comments, threads and webhooks (404), nor reply under them", async () => {
    const created = await live.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: `${page}-2`,
      content: "keep me",
    });
    const id = created.json.id as string;
    const threadId = created.json.thread_id as string;
    const webhook = await live.post("/v1/webhooks", { url: "http://localhost:9/hook", events: ["*"] });
    expect(webhook.status).toBe(201);

    const attempts = [
      await test.get(`/v1/comments/${id}`),
      await test.patch(`/v1/comments/${id}`, { content: "defaced" }),
      await test.del(`/v1/comments/${id}`),
      await test.post(`/v1/comments/${id}/moderation`, { action: "reject" }),
      await test.post(`/v1/comments/${id}/upvote`, { voter_id: "t" }),
      await test.put(`/v1/comments/${id}/reactions/funny`, { voter_id: "t" }),
      await test.post(`/v1/comments/${id}/flag`, { voter_id: "t", reason: "spam" }),
      await test.patch(`/v1/threads/${threadId}`, { locked: true, title: "Test title" }),
      await test.get(`/v1/webhooks/${webhook.json.id}`),
      await test.patch(`/v1/webhooks/${webhook.json.id}`, { url: "http://localhost:9/stolen" }),
      await test.post(`/v1/webhooks/${webhook.json.id}/rotate-secret`),
      await test.post(`/v1/webhooks/${webhook.json.id}/test`),
      await test.del(`/v1/webhooks/${webhook.json.id}`),
    ];
    for (const res of attempts) {
      expect(res.status, res.text).toBe(404);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
    }
    const bulk = await test.post("/v1/moderation/bulk", { comment_ids: [id], action: "spam" });
    expect(bulk.json.results[0]).toMatchObject({ ok: false, error: { code: "comment_not_found" } });
    const reply = await test.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: `${page}-2`,
      content: "reply",
      parent_id: id,
    });
    expect(reply.status).toBe(422);
    expect(reply.json.code).toBe("parent_not_found");

    const after = await live.get(`/v1/comments/${id}`);
    expect(after.json).toMatchObject({ id, content: "keep me", status: "approved", upvotes: 0, flag_count: 0 });
    expect((await live.get(`/v1/threads/${threadId}`)).json).toMatchObject({ locked: false, title: null });
    expect((await live.get(`/v1/webhooks/${webhook.json.id}`)).json).toMatchObject({
      url: "http://localhost:9/hook",
      status: "enabled",
    });
  });

  it("answers another account's objects 404 with its live key, and a test key the same 403 whoever owns the site", async () => {
    const other = await buildAccount(databaseUrl);
    const attempts = (client: ReturnType<typeof apiClient>, siteId: string) =>
      Promise.all([
        client.del(`/v1/sites/${siteId}`),
        client.patch(`/v1/sites/${siteId}`, { name: "x" }),
        client.post(`/v1/sites/${siteId}/sso-secrets`),
        client.post(`/v1/sites/${siteId}/bans`, { email: "a@example.com" }),
      ]);
    for (const res of await attempts(apiClient(baseUrl, other.api_keys.live), owner.site_id)) {
      expect(res.status).toBe(404);
      expect(res.json.code).toBe("site_not_found");
    }
    // A test key is refused before any site is looked up: the answer tells nothing of whose site it is.
    const strangerTest = apiClient(baseUrl, other.api_keys.test);
    const missing = newId("site");
    for (const siteId of [owner.site_id, other.site_id, missing]) {
      for (const res of await attempts(strangerTest, siteId)) {
        expect(res.status).toBe(403);
        expect(res.json.code).toBe("live_mode_required");
      }
    }
    expect((await live.get(`/v1/sites/${owner.site_id}`)).status).toBe(200);
  });
});
