import { beforeAll, describe, expect, it } from "vitest";

import { apiClient, threadQuery } from "../support/api-client";
import { buildAccount } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { runCli, type Bootstrapped } from "../support/run-cli";
import { testServers } from "../support/test-servers";

describe.each(testServers())("errors and API keys on $name", ({ baseUrl, databaseUrl }) => {
  let owner: Bootstrapped;
  let live: ReturnType<typeof apiClient>;
  const thread = "https://example.com/errors";

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl);
    live = apiClient(baseUrl, owner.api_keys.live);
  });

  const expectProblem = (
    res: { status: number; headers: Headers; json: Record<string, unknown> },
    status: number,
    code: string,
  ) => {
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(res.json).toMatchObject({
      status,
      code,
      type: expect.any(String),
      title: expect.any(String),
      detail: expect.any(String),
    });
    expect(res.json.request_id).toMatch(/^req_/);
    expect(JSON.stringify(res.json)).not.toMatch(/\bat .+\.(js|ts):\d+/);
  };

  it("answers 401 for a missing, malformed or unknown key", async () => {
    expectProblem(await apiClient(baseUrl).get("/v1/sites"), 401, "missing_api_key");
    expectProblem(await apiClient(baseUrl, "not-a-key").get("/v1/sites"), 401, "invalid_api_key");
    expectProblem(await apiClient(baseUrl, `key_live_${"A".repeat(40)}`).get("/v1/sites"), 401, "invalid_api_key");
    const lookalike = owner.api_keys.live.slice(0, -1) + (owner.api_keys.live.endsWith("a") ? "b" : "a");
    expectProblem(await apiClient(baseUrl, lookalike).get("/v1/sites"), 401, "invalid_api_key");
  });

  it("accepts the key as Authorization: Bearer", async () => {
    const res = await apiClient(baseUrl).get("/v1/sites", { Authorization: `Bearer ${owner.api_keys.live}` });
    expect(res.status).toBe(200);
    expect(res.json.sites.map((s: { id: string }) => s.id)).toEqual([owner.site_id]);
  });

  it("lists only the key's own account's sites", async () => {
    const other = await buildAccount(databaseUrl, { siteName: "Other", domain: "other.example.org" });
    const res = await live.get("/v1/sites");
    expect(res.json).toMatchObject({ total: 1, page: 1 });
    expect(res.json.sites).toHaveLength(1);
    expect(res.json.sites[0]).toMatchObject({
      id: owner.site_id,
      name: "My site",
      domains: ["localhost"],
      created_at: expect.any(String),
    });
    expect(JSON.stringify(res.json)).not.toContain(other.site_id);
  });

  it("stores keys only as hashes and stops a revoked key at once", async () => {
    const created = JSON.parse(
      (await runCli(databaseUrl, ["keys", "create", "--account", owner.account_id, "--mode", "live", "--json"])).stdout,
    );
    expect(created.key).toMatch(/^key_live_[0-9A-Za-z]{32,}$/);
    const rows = await queryDatabase(databaseUrl, `SELECT "keyHash", "prefix" FROM "ApiKey" WHERE "accountId" = $1`, [
      owner.account_id,
    ]);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(String(row.prefix).length).toBeLessThan(20);
    }
    expect(JSON.stringify(rows)).not.toContain(created.key.slice(9));

    const client = apiClient(baseUrl, created.key);
    expect((await client.get("/v1/sites")).status).toBe(200);
    await runCli(databaseUrl, ["keys", "revoke", created.prefix]);
    expectProblem(await client.get("/v1/sites"), 401, "invalid_api_key");
    const listed = JSON.parse(
      (await runCli(databaseUrl, ["keys", "list", "--account", owner.account_id, "--json"])).stdout,
    );
    expect(listed.find((k: { id: string }) => k.id === created.id).revoked_at).not.toBeNull();
  });

  it("rejects bodies that are not JSON, too large, or malformed", async () => {
    expectProblem(await live.post("/v1/comments", "{not json"), 400, "invalid_json");
    expectProblem(
      await live.post("/v1/comments", "content=hi", { "Content-Type": "application/x-www-form-urlencoded" }),
      415,
      "unsupported_media_type",
    );
    const huge = JSON.stringify({ site_id: owner.site_id, thread_url: thread, content: "x".repeat(70 * 1024) });
    expectProblem(await live.post("/v1/comments", huge), 413, "payload_too_large");
    expectProblem(await live.post("/v1/comments", "[1,2]"), 422, "validation_failed");
  });

  it("names every bad field", async () => {
    const res = await live.post("/v1/comments", {
      site_id: "site_nope",
      thread_url: "javascript:alert(1)",
      content: "   ",
      extra: 1,
    });
    expectProblem(res, 422, "validation_failed");
    const fields = res.json.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(["content", "extra", "site_id", "thread_url"]);

    const missing = await live.post("/v1/comments", {});
    expect(missing.json.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      "content",
      "site_id",
      "thread_url",
    ]);
    const typed = await live.post("/v1/comments", { site_id: owner.site_id, thread_url: thread, content: 42 });
    expect(typed.json.errors).toEqual([{ field: "content", message: expect.any(String) }]);
    const long = await live.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: thread,
      content: "y".repeat(10_001),
    });
    expect(long.json.errors).toEqual([{ field: "content", message: expect.any(String) }]);
    expect(
      (await live.post("/v1/comments", { site_id: owner.site_id, thread_url: thread, content: "y".repeat(10_000) }))
        .status,
    ).toBe(201);
  });

  it("rejects bad query parameters with 400", async () => {
    for (const extra of [{ page: 0 }, { per_page: 101 }, { page: "two" }, { sort: "random" }] as Record<
      string,
      string | number
    >[]) {
      const res = await live.get(threadQuery(owner.site_id, thread, extra));
      expectProblem(res, 400, "invalid_parameters");
      expect(res.json.errors[0].field).toBe(Object.keys(extra)[0]);
    }
    expectProblem(await live.get(`/v1/comments?site_id=${owner.site_id}`), 400, "invalid_parameters");
    expectProblem(await live.get(threadQuery(owner.site_id, "ftp://example.com/x")), 400, "invalid_parameters");
  });

  it("answers unknown paths with 404 and wrong methods with 405 problems", async () => {
    expectProblem(await live.get("/v1/nothing-here"), 404, "route_not_found");
    expectProblem(await live.get("/v1/comments/x/y/z"), 404, "route_not_found");
    const wrong = await live.call("DELETE", "/v1/comments");
    expectProblem(wrong, 405, "method_not_allowed");
    expect(wrong.headers.get("allow")).toContain("GET, POST");
    expect((await live.call("PUT", "/v1/sites", {})).headers.get("allow")).toContain("GET, POST");
    // A route only servers call answers OPTIONS with what it serves, derived from its declarations.
    const options = await live.call("OPTIONS", "/v1/webhooks");
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, POST, OPTIONS");
  });
});
