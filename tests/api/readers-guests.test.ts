import { beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp, threadQuery } from "../support/api-client";
import { buildAccount } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { type Bootstrapped } from "../support/run-cli";
import { testServers } from "../support/test-servers";

const origin = "https://guests.example.com";

describe.each(testServers())("guests and public reading on $name", ({ baseUrl, databaseUrl }) => {
  let owner: Bootstrapped;
  let api: ReturnType<typeof apiClient>;
  const page = `${origin}/post-${Date.now()}`;

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl, { domain: "guests.example.com" });
    api = apiClient(baseUrl, owner.api_keys.live);
  });

  const guest = (ip = randomIp(), from = origin) => apiClient(baseUrl, undefined, { ip, origin: from });
  const guestPost = (client: ReturnType<typeof apiClient>, body: Record<string, unknown>) =>
    client.post(`/v1/comments?site_id=${owner.site_id}`, { site_id: owner.site_id, thread_url: page, ...body });

  it("lists the live published thread without a key, with CORS for the site's origins only", async () => {
    await api.post("/v1/comments", { site_id: owner.site_id, thread_url: page, content: "from the backend" });
    await apiClient(baseUrl, owner.api_keys.test).post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: page,
      content: "test data",
    });
    const res = await guest().get(threadQuery(owner.site_id, page));
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe(origin);
    expect(res.headers.get("vary")).toMatch(/Origin/);
    expect(res.json.comments.map((c: { content: string }) => c.content)).toContain("from the backend");
    expect(JSON.stringify(res.json)).not.toContain("test data");
    const other = await guest(randomIp(), "https://evil.example.org").get(threadQuery(owner.site_id, page));
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    expect(other.headers.get("x-ratelimit-limit")).toBe("600");
  });

  it("creates a guest comment tied to a hashed IP that is never returned", async () => {
    const ip = randomIp();
    const res = await guestPost(guest(ip), { content: "hello as a guest", author_name: "Grace" });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ author_name: "Grace", status: "approved", content: "hello as a guest" });
    expect(res.headers.get("access-control-allow-origin")).toBe(origin);
    expect(res.text).not.toContain(ip);
    const [row] = await queryDatabase(
      databaseUrl,
      `SELECT "authorKind", "authorIpHash" FROM "Comment" WHERE "id" = $1`,
      [res.json.id],
    );
    expect(row).toMatchObject({ authorKind: "guest", authorIpHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(row)).not.toContain(ip);
  });

  it("applies the site's guest rules: a name when required, guests off, guests held", async () => {
    const nameless = await guestPost(guest(), { content: "who am I" });
    expect(nameless.status).toBe(422);
    expect(nameless.json.errors[0].field).toBe("author_name");
    await api.call("PATCH", `/v1/sites/${owner.site_id}`, {
      embed: { guest_name_required: false },
      moderation: { mode: "guests" },
    });
    const held = await guestPost(guest(), { content: "no name" });
    expect(held.json).toMatchObject({ author_name: "Guest", status: "pending" });
    await api.call("PATCH", `/v1/sites/${owner.site_id}`, {
      embed: { sign_in_modes: ["magic_link"] },
      moderation: { mode: "none" },
    });
    const off = await guestPost(guest(), { content: "guests are off", author_name: "G" });
    expect(off.status).toBe(403);
    expect(off.json.code).toBe("sign_in_mode_disabled");
    await api.call("PATCH", `/v1/sites/${owner.site_id}`, {
      embed: { sign_in_modes: ["guest", "magic_link"], guest_name_required: true },
    });
  });

  it("lets one IP post five guest comments an hour, whatever X-Forwarded-For says beyond the trusted hop", async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      const res = await guestPost(guest(ip), { content: `comment ${i}`, author_name: "Busy" });
      expect(res.status).toBe(201);
      expect(res.headers.get("x-ratelimit-remaining")).toBe(String(4 - i));
    }
    const sixth = await guestPost(guest(ip), { content: "one too many", author_name: "Busy" });
    expect(sixth.status).toBe(429);
    expect(sixth.json.code).toBe("rate_limited");
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    const forged = await guestPost(apiClient(baseUrl, undefined, { ip: `${randomIp()}, ${ip}`, origin }), {
      content: "forged",
      author_name: "Busy",
    });
    expect(forged.status).toBe(429);
    expect((await guestPost(guest(), { content: "someone else", author_name: "Calm" })).status).toBe(201);
  });

  it("refuses writes from a banned IP until the ban is lifted", async () => {
    const ip = randomIp();
    const ban = await api.post(`/v1/sites/${owner.site_id}/bans`, { ip, reason: "spam" });
    expect(ban.status).toBe(201);
    expect(ban.json).toMatchObject({ kind: "ip", reason: "spam", expires_at: null });
    expect(ban.json.target).not.toBe(ip);
    const refused = await guestPost(guest(ip), { content: "let me in", author_name: "Spammer" });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("banned");
    const listed = await api.get(`/v1/sites/${owner.site_id}/bans`);
    expect(listed.json.bans.map((b: { id: string }) => b.id)).toContain(ban.json.id);
    expect(JSON.stringify(listed.json)).not.toContain(ip);
    expect((await api.del(`/v1/sites/${owner.site_id}/bans/${ban.json.id}`)).status).toBe(204);
    expect((await guestPost(guest(ip), { content: "reformed", author_name: "Spammer" })).status).toBe(201);
    const expired = await api.post(`/v1/sites/${owner.site_id}/bans`, { ip, expires_at: "2020-01-01T00:00:00Z" });
    expect(expired.status).toBe(201);
    expect((await guestPost(guest(ip), { content: "old ban", author_name: "Spammer" })).status).toBe(201);
    const bad = await api.post(`/v1/sites/${owner.site_id}/bans`, { ip, email: "x@example.com" });
    expect(bad.status).toBe(422);
  });

  it("answers preflights for allowed origins only", async () => {
    const preflight = (from: string, query = `?site_id=${owner.site_id}`) =>
      apiClient(baseUrl).call("OPTIONS", `/v1/comments${query}`, undefined, {
        Origin: from,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, authorization",
      });
    const ok = await preflight(origin);
    expect(ok.status).toBe(204);
    expect(ok.headers.get("access-control-allow-origin")).toBe(origin);
    expect(ok.headers.get("access-control-allow-headers")).toMatch(/Authorization/i);
    expect(ok.headers.get("access-control-allow-origin")).not.toBe("*");
    for (const refused of ["https://evil.example.org", "null"]) {
      const res = await preflight(refused);
      expect(res.status).toBe(403);
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    }
    expect((await preflight(origin, "")).status).toBe(204);
    expect((await preflight(`https://nobody-${Date.now()}.invalid`, "")).status).toBe(403);
  });
});
