import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp, threadQuery } from "../support/api-client";
import { enableSso } from "../support/enable-sso";
import { expectRateLimit, expectRefused } from "../support/expect-rate-limit";
import { buildAccount } from "../support/factories";
import { type Bootstrapped } from "../support/run-cli";
import { signInReader } from "../support/sign-in-reader";
import { limiterBackends, startLimitServer, type LimitServer } from "../support/start-limit-server";
import { waitForWindowRoom } from "../support/wait-for-window-room";

// The spec's three limits, at their real sizes, on each limiter backend. Each burst starts where
// its aligned window has room left, so "within one window" is exact.
const origin = "https://limits.example.com";

describe.each(limiterBackends())("the spec's limits, counted %s", (backend) => {
  let server: LimitServer;
  let owner: Bootstrapped;

  beforeAll(async () => {
    server = await startLimitServer(backend, { TRUST_PROXY: "1" });
    owner = await buildAccount(server.databaseUrl, { domain: "limits.example.com" });
    expect(server.server.output()).toContain(
      backend === "in-process" ? "rate limits counted in this process" : "rate limits counted in Upstash Redis",
    );
  });
  afterAll(async () => {
    // Every count above was the backend's own: no switch to the fallback midway.
    expect(server?.server.output()).not.toContain("falling back");
    await server?.close();
  });

  it(
    "admits 1,000 requests a minute per API key, every /v1 request counting, and refuses the 1,001st",
    { timeout: 90_000 },
    async () => {
      const { api_keys, site_id } = await buildAccount(server.databaseUrl);
      // A thousand requests take 10 to 30 s on a two-core machine running the other suites beside
      // this one: they must all fall inside one window, so start with at least 45 s of it left.
      const resetAt = await waitForWindowRoom(60, 45);
      const ip = randomIp();
      const api = apiClient(server.baseUrl, api_keys.live, { ip });
      // Reads, writes, a missing site (404) and a refused body (422) on wrapper routes and shared routes all count.
      const calls = [
        () => api.get("/v1/sites"),
        () => api.get(threadQuery(site_id, `${origin}/a`)),
        () => api.get("/v1/sites/site_01jd8x5s2ve4rjy3ggk9h6tq1m"),
        () => api.post("/v1/comments", { site_id, thread_url: `${origin}/a` }),
      ];
      const statuses = new Set<number>();
      // Four at a time: within a batch the answers may come in any order, so each batch's counts are matched as a set.
      for (let start = 0; start < 1000; start += 4) {
        const batch = await Promise.all([0, 1, 2, 3].map((j) => calls[j]!()));
        const byRemaining = batch.sort(
          (a, b) => Number(b.headers.get("x-ratelimit-remaining")) - Number(a.headers.get("x-ratelimit-remaining")),
        );
        byRemaining.forEach((res, j) => {
          statuses.add(res.status);
          expectRateLimit(res.headers, {
            policy: "apiKey",
            limit: 1000,
            windowSeconds: 60,
            remaining: 999 - start - j,
            resetAt,
          });
        });
      }
      expect([...statuses].sort()).toEqual([200, 404, 422]);
      const sentAt = Date.now();
      const refused = await api.get("/v1/sites");
      expectRefused(refused, "apiKey", resetAt, sentAt, Date.now());
      expectRateLimit(refused.headers, { policy: "apiKey", limit: 1000, windowSeconds: 60, remaining: 0, resetAt });
      expect((await api.get(threadQuery(site_id, `${origin}/a`))).status).toBe(429);
      // The account's other key, and the same IP, are not held back.
      const other = await apiClient(server.baseUrl, api_keys.test, { ip }).get("/v1/sites");
      expect(other.status).toBe(200);
      expectRateLimit(other.headers, { policy: "apiKey", limit: 1000, windowSeconds: 60, remaining: 999, resetAt });
    },
  );

  it("lets a signed-in reader post 30 comments an hour, wherever from, and refuses the 31st", async () => {
    const secret = await enableSso(server.baseUrl, server.databaseUrl, owner);
    const [ada, bob] = await Promise.all([
      signInReader(server.baseUrl, owner.site_id, secret, "ada"),
      signInReader(server.baseUrl, owner.site_id, secret, "bob"),
    ]);
    const post = (token: string, content: string) =>
      apiClient(server.baseUrl, token, { ip: randomIp() }).post("/v1/comments", {
        site_id: owner.site_id,
        thread_url: `${origin}/readers`,
        content,
      });
    const resetAt = await waitForWindowRoom(3600, 30);
    for (let i = 0; i < 30; i++) {
      const res = await post(ada, `comment ${i}`);
      expect(res.status).toBe(201);
      expectRateLimit(res.headers, {
        policy: "readerComment",
        limit: 30,
        windowSeconds: 3600,
        remaining: 29 - i,
        resetAt,
      });
    }
    const sentAt = Date.now();
    const refused = await post(ada, "one too many");
    expectRefused(refused, "readerComment", resetAt, sentAt, Date.now());
    expectRateLimit(refused.headers, {
      policy: "readerComment",
      limit: 30,
      windowSeconds: 3600,
      remaining: 0,
      resetAt,
    });
    const other = await post(bob, "my first");
    expect(other.status).toBe(201);
    expect(other.headers.get("x-ratelimit-remaining")).toBe("29");
  });

  it("lets a guest post 5 comments an hour per IP, and refuses the 6th", async () => {
    const ip = randomIp();
    const post = (from: string, content: string) =>
      apiClient(server.baseUrl, undefined, { ip: from, origin }).post(`/v1/comments?site_id=${owner.site_id}`, {
        site_id: owner.site_id,
        thread_url: `${origin}/guests`,
        content,
        author_name: "Guest",
      });
    const resetAt = await waitForWindowRoom(3600, 30);
    for (let i = 0; i < 5; i++) {
      const res = await post(ip, `guest comment ${i}`);
      expect(res.status).toBe(201);
      expectRateLimit(res.headers, {
        policy: "guestComment",
        limit: 5,
        windowSeconds: 3600,
        remaining: 4 - i,
        resetAt,
      });
    }
    const sentAt = Date.now();
    const refused = await post(ip, "one too many");
    expectRefused(refused, "guestComment", resetAt, sentAt, Date.now());
    expect(refused.headers.get("access-control-allow-origin")).toBe(origin);
    const neighbour = await post(randomIp(), "hello from next door");
    expect(neighbour.status).toBe(201);
    expect(neighbour.headers.get("x-ratelimit-remaining")).toBe("4");
  });
});
