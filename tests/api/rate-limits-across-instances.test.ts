import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp } from "../support/api-client";
import { expectRateLimit } from "../support/expect-rate-limit";
import { buildAccount } from "../support/factories";
import { limiterBackends, startLimitServer, type LimitServer } from "../support/start-limit-server";
import { startServer, type RunningServer } from "../support/start-server";
import { testRedisUrl } from "../support/test-redis";
import { waitFor } from "../support/wait-for";
import { waitForWindowRoom } from "../support/wait-for-window-room";

const redisUrl = testRedisUrl();
const upstash = limiterBackends().at(-1)!; // Upstash through the shim when Redis is there (always in CI)

describe.each(redisUrl ? [upstash] : [])("two server processes counting in one Redis (%s)", (backend) => {
  let first: LimitServer;
  let second: RunningServer;

  // The key's 1,000 a minute as 1,000 an hour: what is tested is one count shared by two processes,
  // and an hour's window holds the whole burst however slowly a loaded machine sends it (a minute's
  // window could roll over in the middle). The minute itself is tested in rate-limits.test.ts.
  const hourly = JSON.stringify({ apiKey: { limit: 1000, windowSeconds: 3600 } });

  beforeAll(async () => {
    first = await startLimitServer(backend, { TRUST_PROXY: "1", RATE_LIMIT_OVERRIDES: hourly });
    const shim = first.shim!;
    second = await startServer({
      DATABASE_URL: first.databaseUrl,
      TRUST_PROXY: "1",
      RATE_LIMIT_OVERRIDES: hourly,
      RATE_LIMIT_REDIS_TIMEOUT_MS: "15000",
      UPSTASH_REDIS_REST_URL: shim.url,
      UPSTASH_REDIS_REST_TOKEN: shim.token,
      RATE_LIMIT_PREFIX: first.prefix,
    });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.close();
  });

  it(
    "admits exactly 1,000 of 1,100 requests in one window with one key spread over both",
    { timeout: 90_000 },
    async () => {
      const { api_keys } = await buildAccount(first.databaseUrl);
      const servers = [first.baseUrl, second.baseUrl];
      await waitForWindowRoom(3600, 60);
      const answers: { status: number; remaining: number; server: number }[] = [];
      let next = 0;
      const worker = async () => {
        for (let i = next++; i < 1100; i = next++) {
          const res = await fetch(`${servers[i % 2]}/v1/sites`, {
            headers: { "X-API-Key": api_keys.live, "X-Forwarded-For": randomIp() },
          });
          await res.arrayBuffer();
          answers.push({
            status: res.status,
            remaining: Number(res.headers.get("x-ratelimit-remaining")),
            server: i % 2,
          });
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      expect(`${first.server.output()}${second.output()}`).not.toContain("falling back");
      const admitted = answers.filter((a) => a.status === 200);
      expect(admitted).toHaveLength(1000);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(100);
      // Each admitted request took its own place in the one shared count.
      expect(admitted.map((a) => a.remaining).sort((a, b) => a - b)).toEqual(Array.from({ length: 1000 }, (_, i) => i));
      expect(admitted.filter((a) => a.server === 0).length).toBeGreaterThan(300);
      expect(admitted.filter((a) => a.server === 1).length).toBeGreaterThan(300);
    },
  );
});

// Without TRUST_PROXY every request here comes from 127.0.0.1, whatever X-Forwarded-For claims.
describe("a server without TRUST_PROXY, and its Redis going away", () => {
  let server: LimitServer;

  beforeAll(async () => {
    server = await startLimitServer(upstash, {
      RATE_LIMIT_OVERRIDES: JSON.stringify({ apiKey: { limit: 5, windowSeconds: 3600 } }),
    });
  });
  afterAll(() => server?.close());

  it("counts a guest by the socket's address: a forged X-Forwarded-For does not reset the count", async () => {
    const owner = await buildAccount(server.databaseUrl, { domain: "proxyless.example.com" });
    const post = (content: string) =>
      apiClient(server.baseUrl, undefined, { ip: randomIp() }).post("/v1/comments", {
        site_id: owner.site_id,
        thread_url: "https://proxyless.example.com/post",
        content,
        author_name: "Forger",
      });
    const resetAt = await waitForWindowRoom(3600, 30);
    for (let i = 0; i < 5; i++) {
      const res = await post(`comment ${i}`);
      expect(res.status).toBe(201);
      expectRateLimit(res.headers, {
        policy: "guestComment",
        limit: 5,
        windowSeconds: 3600,
        remaining: 4 - i,
        resetAt,
      });
    }
    expect((await post("a new X-Forwarded-For each time")).status).toBe(429);
  });

  describe.each(redisUrl ? [upstash] : [])("when Redis fails (%s)", () => {
    it("keeps answering with per-process limits, logs it, and counts in Redis again once it is back", async () => {
      const shim = server.shim!;
      const { api_keys } = await buildAccount(server.databaseUrl);
      const api = apiClient(server.baseUrl, api_keys.live);
      const limit = { policy: "apiKey", limit: 5, windowSeconds: 3600 };
      const resetAt = await waitForWindowRoom(3600, 30);
      for (const remaining of [4, 3])
        expectRateLimit((await api.get("/v1/sites")).headers, { ...limit, remaining, resetAt });
      const [redisKey, ...others] = await shim.redis.keys(`${server.prefix}:apiKey:*`);
      expect(others).toEqual([]);
      expect(await shim.redis.get(redisKey!)).toBe("2");

      await shim.stop();
      // This process now counts on its own, from zero: never a 500, the headers still there.
      for (const remaining of [4, 3, 2, 1, 0]) {
        const res = await api.get("/v1/sites");
        expect(res.status).toBe(200);
        expectRateLimit(res.headers, { ...limit, remaining, resetAt });
      }
      const refused = await api.get("/v1/sites");
      expect(refused.status).toBe(429);
      expect(refused.json.code).toBe("rate_limited");
      expect(server.server.output()).toMatch(
        /rate limits: Upstash Redis at \S+ failed \(ECONNREFUSED\); falling back to per-process limits/,
      );

      await shim.resume();
      const back = await waitFor(
        "a request counted in Redis again",
        async () => {
          const res = await api.get("/v1/sites");
          return (await shim.redis.get(redisKey!)) === "3" ? res : undefined;
        },
        10_000,
      );
      expect(back.status).toBe(200);
      expectRateLimit(back.headers, { ...limit, remaining: 2, resetAt });
      expect(server.server.output()).toMatch(/answers again; limits hold across instances again/);
    });
  });
});
