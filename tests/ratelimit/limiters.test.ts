import { Redis } from "@upstash/redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createFailoverLimiter } from "@/lib/ratelimit/create-failover-limiter";
import { createMemoryLimiter } from "@/lib/ratelimit/create-memory-limiter";
import { createUpstashLimiter } from "@/lib/ratelimit/create-upstash-limiter";
import type { Limiter } from "@/lib/ratelimit/limit-result";

import { testKeyPrefix, testRedisUrl } from "../support/test-redis";
import { startUpstashShim, type UpstashShim } from "../support/upstash-shim";
import { waitFor } from "../support/wait-for";
import { waitForWindowRoom } from "../support/wait-for-window-room";

// The real @upstash/ratelimit against real Redis through the REST shim, beside the in-process
// limiter: the same calls must give the same answers.
const redisUrl = testRedisUrl();
const prefix = testKeyPrefix();
let shim: UpstashShim | undefined;

beforeAll(async () => {
  if (redisUrl) shim = await startUpstashShim(redisUrl);
});
afterAll(async () => {
  await shim?.deleteKeys(prefix);
  await shim?.close();
});

const shimOrThrow = (): UpstashShim => {
  if (!shim) throw new Error("the shim did not start");
  return shim;
};
const upstash = (name = "u") =>
  createUpstashLimiter({ url: shim!.url, token: shim!.token, prefix: `${prefix}:${name}` });
const backends: [string, () => Limiter][] = [
  ["in-process", () => createMemoryLimiter()],
  ...(redisUrl ? [["Upstash through the shim", () => upstash()] as [string, () => Limiter]] : []),
];

describe.each(backends)("the %s limiter", (_, make) => {
  it("counts down to the limit within an aligned window, refuses after it, and peeks without counting", async () => {
    const limiter = make();
    const rule = { limit: 3, windowSeconds: 3600 };
    const windowEnd = await waitForWindowRoom(3600, 10);
    const key = `k-${Math.random()}`;
    expect(await limiter.peek(key, rule)).toEqual({
      allowed: true,
      limit: 3,
      remaining: 3,
      resetAt: windowEnd,
      windowSeconds: 3600,
    });
    const hits = [];
    for (let i = 0; i < 5; i++) hits.push(await limiter.hit(key, rule));
    expect(hits.map((h) => [h.allowed, h.remaining, h.resetAt])).toEqual([
      [true, 2, windowEnd],
      [true, 1, windowEnd],
      [true, 0, windowEnd],
      [false, 0, windowEnd],
      [false, 0, windowEnd],
    ]);
    expect(await limiter.peek(key, rule)).toMatchObject({ allowed: false, remaining: 0 });
    expect(await limiter.hit(`other-${key}`, rule)).toMatchObject({ allowed: true, remaining: 2 });
  });

  it("starts a fresh count when a short window ends", async () => {
    const limiter = make();
    const rule = { limit: 2, windowSeconds: 2 };
    const windowEnd = await waitForWindowRoom(2, 1);
    const key = `s-${Math.random()}`;
    await limiter.hit(key, rule);
    await limiter.hit(key, rule);
    expect(await limiter.hit(key, rule)).toMatchObject({ allowed: false, resetAt: windowEnd });
    await waitFor("the window to end", async () => (Date.now() >= windowEnd * 1000 ? true : undefined), 3_000);
    expect(await limiter.hit(key, rule)).toMatchObject({ allowed: true, remaining: 1, resetAt: windowEnd + 2 });
  });
});

describe.each(redisUrl ? [redisUrl] : [])("Upstash through the shim (%s)", () => {
  it("admits exactly the limit across two clients (two processes) sharing Redis", async () => {
    const [a, b] = [upstash("shared"), upstash("shared")];
    const rule = { limit: 200, windowSeconds: 60 };
    await waitForWindowRoom(60, 15);
    const results = await Promise.all(Array.from({ length: 260 }, (_, i) => (i % 2 ? a : b).hit("one-key", rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(200);
    expect(
      results
        .filter((r) => r.allowed)
        .map((r) => r.remaining)
        .sort((x, y) => x - y),
    ).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it("falls back to the in-process count while Redis is unreachable or hangs, logs each switch once, and comes back", async () => {
    const logs: string[] = [];
    const limiter = createFailoverLimiter(upstash("failover"), createMemoryLimiter(), {
      timeoutMs: 300,
      retryAfterMs: 200,
      log: (m) => logs.push(m),
    });
    const rule = { limit: 5, windowSeconds: 3600 };
    await waitForWindowRoom(3600, 20);
    expect((await limiter.hit("f", rule)).remaining).toBe(4);
    expect((await limiter.hit("f", rule)).remaining).toBe(3);
    const [redisKey] = await shim!.redis.keys(`${prefix}:failover:*`);
    expect(await shim!.redis.get(redisKey!)).toBe("2");

    await shim!.stop();
    // The fallback counts on its own, from zero: this process's share of the limit.
    expect((await limiter.hit("f", rule)).remaining).toBe(4);
    expect((await limiter.hit("f", rule)).remaining).toBe(3);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/failed \(ECONNREFUSED\); falling back to per-process limits/);
    expect(logs[0]).not.toContain('"f"');

    await shim!.resume();
    // The fallback answers until the retry time; then the hits reach Redis's count again.
    const back = await waitFor(
      "a hit counted in Redis again",
      async () => {
        const result = await limiter.hit("f", rule);
        return (await shim!.redis.get(redisKey!)) === "3" ? result : undefined;
      },
      5_000,
    );
    expect(back).toMatchObject({ allowed: true, remaining: 2 });
    expect(logs[1]).toMatch(/answers again/);

    shim!.hold();
    const started = Date.now();
    const hung = await limiter.hit("h", rule);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(hung).toMatchObject({ allowed: true, remaining: 4 }); // the fallback's own count, not a failure
    expect(logs[2]).toMatch(/failed \(no answer within 300 ms\)/);
    shim!.release();
    // The held call still lands in Redis later; wait for it so the run's keys are all there to delete.
    await waitFor("the held call to reach Redis", async () =>
      (await shim!.redis.keys(`${prefix}:failover:h:*`)).length ? true : undefined,
    );
  });
});

describe.each(redisUrl ? [redisUrl] : [])("the Upstash REST shim over %s", () => {
  // The Upstash tests stand on the shim: the real @upstash/redis client must get real answers through it.
  let client: Redis;
  let shim: UpstashShim;
  beforeAll(() => {
    shim = shimOrThrow();
    client = new Redis({
      url: shim.url,
      token: shim.token,
      enableAutoPipelining: false,
      retry: false,
      enableTelemetry: false,
    });
  });

  it("answers single commands, pipelines and transactions, base64 included", async () => {
    expect(await client.set(`${prefix}:text`, "héllo ✓ OK")).toBe("OK");
    expect(await client.get(`${prefix}:text`)).toBe("héllo ✓ OK");
    expect(await client.incr(`${prefix}:n`)).toBe(1);
    expect(await client.pipeline().incr(`${prefix}:n`).get(`${prefix}:n`).exec()).toEqual([2, 2]);
    expect(await client.multi().incr(`${prefix}:n`).incr(`${prefix}:n`).exec()).toEqual([3, 4]);
    await expect(client.incr(`${prefix}:text`)).rejects.toThrow(/not an integer/);
  });

  it("runs scripts with the flags line Redis 7.0 refuses, by the client's own hash", async () => {
    const script = "#!lua flags=allow-key-locking\nreturn redis.call('INCRBY', KEYS[1], ARGV[1])";
    expect(await client.eval(script, [`${prefix}:s`], ["5"])).toBe(5);
    const sha = (await client.scriptLoad(script)) as string;
    expect(await client.evalsha(sha, [`${prefix}:s`], ["2"])).toBe(7);
  });

  it("refuses a wrong token", async () => {
    const stranger = new Redis({ url: shim.url, token: "wrong", retry: false, enableTelemetry: false });
    await expect(stranger.get(`${prefix}:text`)).rejects.toThrow(/Unauthorized/);
  });
});
