import type { LimitResult } from "@/lib/ratelimit/limit-result";
import type { PolicyName } from "@/lib/ratelimit/policies";

/**
 * Writes one limit's state into a response's header bag: the IETF draft's `RateLimit-Policy`
 * (`"name";q=<limit>;w=<window seconds>`) and `RateLimit` (`"name";r=<remaining>;t=<seconds to
 * reset>`) gain one item per limit, and X-RateLimit-Limit/-Remaining/-Reset (Unix epoch seconds)
 * show the limit closest to running out.
 */
export function recordRateLimit(headers: Headers, policy: PolicyName, result: LimitResult, nowMs = Date.now()): void {
  const secondsLeft = Math.max(0, Math.ceil((result.resetAt * 1000 - nowMs) / 1000));
  headers.append("RateLimit-Policy", `"${policy}";q=${result.limit};w=${result.windowSeconds}`);
  headers.append("RateLimit", `"${policy}";r=${result.remaining};t=${secondsLeft}`);
  const shown = headers.get("X-RateLimit-Remaining");
  if (shown === null || result.remaining <= Number(shown) || !result.allowed) {
    headers.set("X-RateLimit-Limit", String(result.limit));
    headers.set("X-RateLimit-Remaining", String(result.remaining));
    headers.set("X-RateLimit-Reset", String(result.resetAt));
  }
}
