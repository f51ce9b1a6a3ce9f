import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { buildAccount } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { type Bootstrapped } from "../support/run-cli";
import { startWebhookReceiver, type WebhookReceiver } from "../support/start-webhook-receiver";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

// The default servers run without WEBHOOKS_ALLOW_PRIVATE_TARGETS: exactly the production policy.
describe.each(testServers())("webhook endpoints API on $name", ({ baseUrl, databaseUrl }) => {
  let owner: Bootstrapped;
  let live: ReturnType<typeof apiClient>;
  let test: ReturnType<typeof apiClient>;
  let receiver: WebhookReceiver;
  // A name that resolves from /etc/hosts to loopback: any delivery to it is refused before any
  // network traffic, so these tests never reach past this machine (not even its DNS server).
  const url = "http://localhost:9/threadline";

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl);
    live = apiClient(baseUrl, owner.api_keys.live);
    test = apiClient(baseUrl, owner.api_keys.test);
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  it("registers an endpoint, shows its secret once and keeps it sealed", async () => {
    const created = await live.post("/v1/webhooks", {
      url,
      events: ["comment.created", "comment.created"],
      description: " CRM sync ",
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      id: expect.stringMatching(/^whk_/),
      url,
      description: "CRM sync",
      events: ["comment.created"],
      site_ids: [],
      livemode: true,
      status: "enabled",
      disabled_reason: null,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
    });
    const { id, secret } = created.json;
    const read = await live.get(`/v1/webhooks/${id}`);
    expect(read.status).toBe(200);
    expect(read.json).not.toHaveProperty("secret");
    expect(read.json).toEqual(Object.fromEntries(Object.entries(created.json).filter(([key]) => key !== "secret")));
    const [row] = await queryDatabase(databaseUrl, `SELECT "secretSealed" FROM "WebhookEndpoint" WHERE "id" = $1`, [
      id,
    ]);
    expect(String(row!.secretSealed)).toMatch(/^v1\./);
    expect(String(row!.secretSealed)).not.toContain(secret.slice(6));
    const listed = await live.get("/v1/webhooks");
    expect(listed.json).toMatchObject({ total: 1, page: 1, per_page: 20, has_more: false });
    expect(JSON.stringify(listed.json)).not.toContain(secret);
  });

  it("changes, rotates and deletes an endpoint", async () => {
    const { json: endpoint } = await live.post("/v1/webhooks", { url, events: ["*"] });
    const patched = await live.call("PATCH", `/v1/webhooks/${endpoint.id}`, {
      events: ["comment.*", "*"],
      site_ids: [owner.site_id],
    });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ events: ["*"], site_ids: [owner.site_id], url });
    const paused = await live.call("PATCH", `/v1/webhooks/${endpoint.id}`, { status: "disabled" });
    expect(paused.json).toMatchObject({
      status: "disabled",
      disabled_reason: "manual",
      disabled_at: expect.any(String),
    });
    expect((await live.post(`/v1/webhooks/${endpoint.id}/test`)).json.code).toBe("webhook_disabled");
    const resumed = await live.call("PATCH", `/v1/webhooks/${endpoint.id}`, { status: "enabled" });
    expect(resumed.json).toMatchObject({ status: "enabled", disabled_reason: null, disabled_at: null });
    const rotated = await live.post(`/v1/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.json.secret).toMatch(/^whsec_/);
    expect(rotated.json.secret).not.toBe(endpoint.secret);
    const overlap = Date.parse(rotated.json.previous_secret_expires_at) - Date.now();
    expect(overlap).toBeGreaterThan(23.9 * 3600_000);
    expect(overlap).toBeLessThanOrEqual(24 * 3600_000);
    expect((await live.call("DELETE", `/v1/webhooks/${endpoint.id}`)).status).toBe(204);
    expect((await live.get(`/v1/webhooks/${endpoint.id}`)).json.code).toBe("webhook_not_found");
    expect((await live.call("DELETE", `/v1/webhooks/${endpoint.id}`)).status).toBe(404);
  });

  it("keeps test-mode and live-mode endpoints apart", async () => {
    const { json: testEndpoint } = await test.post("/v1/webhooks", { url, events: ["*"] });
    expect(testEndpoint.livemode).toBe(false);
    expect((await live.get(`/v1/webhooks/${testEndpoint.id}`)).status).toBe(404);
    expect((await live.call("PATCH", `/v1/webhooks/${testEndpoint.id}`, { description: "x" })).status).toBe(404);
    expect((await live.get(`/v1/webhooks/${testEndpoint.id}/deliveries`)).status).toBe(404);
    expect((await live.get("/v1/webhooks?per_page=100")).json.webhooks.map((w: { id: string }) => w.id)).not.toContain(
      testEndpoint.id,
    );
    expect((await test.get("/v1/webhooks")).json.webhooks.map((w: { id: string }) => w.id)).toEqual([testEndpoint.id]);
    const other = await buildAccount(databaseUrl);
    expect((await apiClient(baseUrl, other.api_keys.test).get(`/v1/webhooks/${testEndpoint.id}`)).status).toBe(404);
  });

  it.each([
    [{ url: "ftp://example.com/x", events: ["*"] }, "url"],
    [{ url: "javascript:alert(1)", events: ["*"] }, "url"],
    [{ url: "https://user:pass@example.com/x", events: ["*"] }, "url"],
    [{ url: "/relative", events: ["*"] }, "url"],
    [{ url, events: [] }, "events"],
    [{ url, events: ["Comment Created"] }, "events.0"],
    [{ url, events: ["comment"] }, "events.0"],
    [{ url }, "events"],
    [{ events: ["*"] }, "url"],
    [{ url, events: ["*"], site_ids: ["nope"] }, "site_ids.0"],
    [{ url, events: ["*"], description: "x".repeat(501) }, "description"],
    [{ url, events: ["*"], secret: "whsec_mine" }, "secret"],
  ])("refuses %j naming %s", async (body, field) => {
    const res = await live.post("/v1/webhooks", body);
    expect(res.status).toBe(422);
    expect(res.json.code).toBe("validation_failed");
    expect(JSON.stringify(res.json.errors)).toContain(field);
  });

  it("refuses another account's site, bad ids, wrong methods and an endpoint too many", async () => {
    const other = await buildAccount(databaseUrl);
    const foreign = await live.post("/v1/webhooks", { url, events: ["*"], site_ids: [other.site_id] });
    expect(foreign.status).toBe(404);
    expect(foreign.json).toMatchObject({ code: "site_not_found", errors: [{ field: "site_ids.0" }] });
    expect((await live.get("/v1/webhooks/whk_nope")).json.code).toBe("invalid_parameters");
    expect((await live.get("/v1/webhooks/whk_01jd8x5s2ve4rjy3ggk9h6tq1m")).json.code).toBe("webhook_not_found");
    const { json: endpoint } = await live.post("/v1/webhooks", { url, events: ["*"] });
    const missing = await live.post(`/v1/webhooks/${endpoint.id}/deliveries/whd_01jd8x5s2ve4rjy3ggk9h6tq1m/retry`);
    expect(missing).toMatchObject({ status: 404, json: { code: "delivery_not_found" } });
    expect((await live.get(`/v1/webhooks/${endpoint.id}/deliveries?status=lost`)).status).toBe(400);
    const wrong = await live.call("PUT", `/v1/webhooks/${endpoint.id}`, {});
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("GET, PATCH, DELETE, OPTIONS");
    expect((await live.get(`/v1/webhooks/${endpoint.id}/test`)).status).toBe(405);
    const fresh = apiClient(baseUrl, other.api_keys.live);
    for (let i = 0; i < 16; i++) expect((await fresh.post("/v1/webhooks", { url, events: ["*"] })).status).toBe(201);
    expect((await fresh.post("/v1/webhooks", { url, events: ["*"] })).json.code).toBe("webhook_limit");
    expect((await apiClient(baseUrl, other.api_keys.test).post("/v1/webhooks", { url, events: ["*"] })).status).toBe(
      201,
    );
  });

  it.each([
    "http://127.0.0.1/hook",
    "http://[::1]/hook",
    "http://10.0.0.1/hook",
    "http://169.254.169.254/latest/meta-data/",
    "http://0x7f000001/hook",
    "http://2130706433/hook",
    "http://[::ffff:127.0.0.1]/hook",
    "http://192.168.0.10/hook",
  ])("refuses to register the internal address %s", async (target) => {
    const res = await live.post("/v1/webhooks", { url: target, events: ["*"] });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ code: "url_not_allowed", errors: [{ field: "url" }] });
    // The refusal says how to test locally instead, and where the delivery log is.
    const listen = "npx threadline webhooks listen --forward-to <your local URL>";
    expect(res.json.detail).toContain(listen);
    expect(res.json.detail).toContain("delivery log");
    expect(res.json.errors[0].message).toMatch(/^must point at a public address; .*delivery log/);
    expect(res.json.errors[0].message).toContain(listen);
    const { json: endpoint } = await live.post("/v1/webhooks", { url, events: ["site.updated"] });
    expect((await live.call("PATCH", `/v1/webhooks/${endpoint.id}`, { url: target })).json.code).toBe(
      "url_not_allowed",
    );
    await live.call("DELETE", `/v1/webhooks/${endpoint.id}`);
  });

  it("refuses at send time, without connecting, a host name that resolves to a loopback address", async () => {
    const account = await buildAccount(databaseUrl);
    const api = apiClient(baseUrl, account.api_keys.live);
    const created = await api.post("/v1/webhooks", {
      url: `http://localhost:${receiver.port}/hooks`,
      events: ["comment.created"],
    });
    expect(created.status).toBe(201);
    const comment = await api.post("/v1/comments", {
      site_id: account.site_id,
      thread_url: "https://example.com/ssrf",
      content: "hi",
    });
    expect(comment.status).toBe(201);
    const attempt = await waitFor("the refused attempt in the log", async () => {
      const log = await api.get(`/v1/webhooks/${created.json.id}/deliveries`);
      return log.json.deliveries[0]?.attempts[0];
    });
    expect(attempt).toMatchObject({ number: 1, status_code: null, error_kind: "address_not_allowed" });
    const tested = await api.post(`/v1/webhooks/${created.json.id}/test`);
    expect(tested.status).toBe(202);
    await waitFor("the refused test attempt", async () => {
      const log = await api.get(`/v1/webhooks/${created.json.id}/deliveries?per_page=100`);
      const test = log.json.deliveries.find((d: { id: string }) => d.id === tested.json.id);
      return test?.attempts[0]?.error_kind === "address_not_allowed" ? true : undefined;
    });
    expect(receiver.received).toEqual([]);
  });
});
