import type { Limiter, LimitResult, LimitRule } from "./limit-result";

/**
 * An in-process fixed-window limiter: windows are aligned to multiples of their length, so no
 * key ever gets more than `limit` hits inside one window. Holds for one process only.
 */
export function createMemoryLimiter(): Limiter {
  const counts = new Map<string, { windowStart: number; count: number }>();
  let lastSweep = 0;
  return {
    async hit(key: string, rule: LimitRule, now = Date.now()): Promise<LimitResult> {
      const windowMs = rule.windowSeconds * 1000;
      const windowStart = Math.floor(now / windowMs) * windowMs;
      if (now - lastSweep > 60_000) {
        lastSweep = now;
        for (const [k, v] of counts) if (v.windowStart + 3_600_000 * 24 < now) counts.delete(k);
      }
      const id = `${rule.windowSeconds}:${key}`;
      const entry = counts.get(id);
      const current = entry && entry.windowStart === windowStart ? entry : { windowStart, count: 0 };
      const allowed = current.count < rule.limit;
      if (allowed) current.count += 1;
      counts.set(id, current);
      return {
        allowed,
        limit: rule.limit,
        remaining: Math.max(0, rule.limit - current.count),
        resetAt: Math.ceil((windowStart + windowMs) / 1000),
        windowSeconds: rule.windowSeconds,
      };
    },
  };
}
