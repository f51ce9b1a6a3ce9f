import { Ratelimit } from "@upstash/ratelimit";
import { Redis } from "@upstash/redis";

import type { Limiter, LimitResult, LimitRule } from "./limit-result";

/** Where the shared counts live: the Upstash REST endpoint, its token, and the prefix of every key. */
export type UpstashSettings = { url: string; token: string; prefix: string };

/**
 * A limiter whose counts live in Upstash Redis, shared by every server process: @upstash/ratelimit's
 * fixedWindow (one atomic INCR per hit, windows aligned to multiples of their length since the epoch).
 */
export function createUpstashLimiter({ url, token, prefix }: UpstashSettings): Limiter {
  // No retries: a failed call falls back to the in-process limiter at once (create-failover-limiter.ts).
  // no-store keeps Next.js's patched fetch on its short path: a count must never come from a cache.
  const redis = new Redis({ url, token, retry: false, enableTelemetry: false, cache: "no-store" });
  const byRule = new Map<string, Ratelimit>();

  function ratelimitFor(rule: LimitRule): Ratelimit {
    const id = `${rule.limit}/${rule.windowSeconds}`;
    let ratelimit = byRule.get(id);
    if (!ratelimit) {
      // timeout 0: the library would otherwise let a request through after 5 s; the failover wrapper owns timing.
      ratelimit = new Ratelimit({
        redis,
        limiter: Ratelimit.fixedWindow(rule.limit, `${rule.windowSeconds} s`),
        prefix,
        timeout: 0,
        analytics: false,
      });
      byRule.set(id, ratelimit);
    }
    return ratelimit;
  }

  const toResult = (rule: LimitRule, allowed: boolean, remaining: number, resetMs: number): LimitResult => ({
    allowed,
    limit: rule.limit,
    remaining: Math.max(0, remaining),
    resetAt: Math.ceil(resetMs / 1000),
    windowSeconds: rule.windowSeconds,
  });

  return {
    backend: `Upstash Redis at ${url}`,
    async hit(key, rule) {
      const response = await ratelimitFor(rule).limit(key);
      return toResult(rule, response.success, response.remaining, response.reset);
    },
    async peek(key, rule) {
      const response = await ratelimitFor(rule).getRemaining(key);
      return toResult(rule, response.remaining > 0, response.remaining, response.reset);
    },
  };
}
