import type { Limiter, LimitResult, LimitRule } from "./limit-result";

type Entry = { windowEnd: number; count: number };

/**
 * An in-process fixed-window limiter with the same semantics as @upstash/ratelimit's
 * fixedWindow: windows are aligned to multiples of their length since the epoch, so no key ever
 * gets more than `limit` hits inside one window. Holds for one process only. `now` is injectable
 * so tests can walk through windows without waiting.
 */
export function createMemoryLimiter(now: () => number = Date.now): Limiter {
  const counts = new Map<string, Entry>();
  let lastSweep = 0;

  function current(key: string, rule: LimitRule, at: number): Entry {
    const windowMs = rule.windowSeconds * 1000;
    const windowEnd = (Math.floor(at / windowMs) + 1) * windowMs;
    // Ended windows are dropped in one pass a minute, so guessed keys and one-off IPs do not pile up.
    if (at - lastSweep > 60_000) {
      lastSweep = at;
      for (const [id, entry] of counts) if (entry.windowEnd <= at) counts.delete(id);
    }
    const id = `${rule.limit}/${rule.windowSeconds}:${key}`;
    let entry = counts.get(id);
    if (!entry || entry.windowEnd !== windowEnd) counts.set(id, (entry = { windowEnd, count: 0 }));
    return entry;
  }

  function result(entry: Entry, rule: LimitRule, allowed: boolean): LimitResult {
    return {
      allowed,
      limit: rule.limit,
      remaining: Math.max(0, rule.limit - entry.count),
      resetAt: entry.windowEnd / 1000,
      windowSeconds: rule.windowSeconds,
    };
  }

  return {
    backend: "this process",
    async hit(key, rule) {
      const entry = current(key, rule, now());
      // Counting refused hits too keeps the count equal to Redis's INCR, which counts every call.
      entry.count += 1;
      return result(entry, rule, entry.count <= rule.limit);
    },
    async peek(key, rule) {
      const entry = current(key, rule, now());
      return result(entry, rule, entry.count < rule.limit);
    },
  };
}
