import { AppError } from "@/lib/core/app-error";
import { policies, type PolicyName } from "@/lib/ratelimit/policies";
import { rateLimiter } from "@/lib/ratelimit/rate-limiter";

/**
 * Counts one hit of `key` under a named policy and records its X-RateLimit-* headers on
 * `headers` (the response's, success or error); over the limit it throws `rate_limited` (429)
 * with Retry-After in whole seconds until the window resets.
 */
export async function applyRateLimit(headers: Headers, policy: PolicyName, key: string): Promise<void> {
  const result = await rateLimiter().hit(`${policy}:${key}`, policies[policy]);
  const current = Number(headers.get("X-RateLimit-Remaining") ?? Infinity);
  // Several limits may cover one request: report the one closest to running out.
  if (result.remaining <= current || !result.allowed) {
    headers.set("X-RateLimit-Limit", String(result.limit));
    headers.set("X-RateLimit-Remaining", String(result.remaining));
    headers.set("X-RateLimit-Reset", String(result.resetAt));
  }
  if (!result.allowed) {
    const retryAfter = Math.max(1, result.resetAt - Math.floor(Date.now() / 1000));
    throw new AppError("rate_limited", `Too many requests; try again in ${retryAfter} seconds.`, {
      headers: { "Retry-After": String(retryAfter) },
    });
  }
}
