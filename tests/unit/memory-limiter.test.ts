import { describe, expect, it } from "vitest";

import { createMemoryLimiter } from "@/lib/ratelimit/create-memory-limiter";

const rule = { limit: 3, windowSeconds: 60 };

describe("the in-process limiter", () => {
  it("admits `limit` hits per aligned window, counts down, and starts again when the window ends", async () => {
    let now = Date.UTC(2026, 0, 1, 12, 0, 59, 0); // one second before a minute ends
    const limiter = createMemoryLimiter(() => now);
    const first = await limiter.hit("k", rule);
    expect(first).toEqual({
      allowed: true,
      limit: 3,
      remaining: 2,
      resetAt: Date.UTC(2026, 0, 1, 12, 1) / 1000,
      windowSeconds: 60,
    });
    now += 999; // still the same window
    expect((await limiter.hit("k", rule)).remaining).toBe(1);
    expect((await limiter.hit("k", rule)).remaining).toBe(0);
    const refused = await limiter.hit("k", rule);
    expect(refused).toMatchObject({ allowed: false, remaining: 0, resetAt: first.resetAt });
    now += 1; // the window's end: a fresh count
    const next = await limiter.hit("k", rule);
    expect(next).toMatchObject({ allowed: true, remaining: 2, resetAt: first.resetAt + 60 });
  });

  it("keeps keys apart and peeks without counting", async () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 10);
    const limiter = createMemoryLimiter(() => now);
    for (let i = 0; i < 3; i++) await limiter.hit("a", rule);
    expect((await limiter.hit("a", rule)).allowed).toBe(false);
    expect(await limiter.peek("b", rule)).toMatchObject({ allowed: true, remaining: 3 });
    expect(await limiter.peek("b", rule)).toMatchObject({ allowed: true, remaining: 3 });
    expect(await limiter.hit("b", rule)).toMatchObject({ allowed: true, remaining: 2 });
    expect(await limiter.peek("a", rule)).toMatchObject({ allowed: false, remaining: 0 });
    // The same key under another rule is another count.
    expect(await limiter.hit("a", { limit: 3, windowSeconds: 3600 })).toMatchObject({ allowed: true, remaining: 2 });
  });

  it("forgets ended windows", async () => {
    let now = Date.UTC(2026, 0, 1, 12, 0, 0);
    const limiter = createMemoryLimiter(() => now);
    for (let i = 0; i < 4; i++) await limiter.hit("a", rule);
    now += 120_000;
    expect(await limiter.hit("a", rule)).toMatchObject({ allowed: true, remaining: 2 });
  });
});
