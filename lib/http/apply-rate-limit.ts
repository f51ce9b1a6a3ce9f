import type { PolicyName } from "@/lib/ratelimit/policies";
import { policyRule } from "@/lib/ratelimit/policy-rule";
import { rateLimiter } from "@/lib/ratelimit/rate-limiter";

import { rateLimitedError } from "./rate-limited-error";
import { recordRateLimit } from "./record-rate-limit";

/**
 * Counts one hit of `key` under a named policy and records the rate-limit headers on `headers`
 * (the response's, success or error); over the limit it throws `rate_limited` (429).
 */
export async function applyRateLimit(headers: Headers, policy: PolicyName, key: string): Promise<void> {
  const result = await rateLimiter().hit(`${policy}:${key}`, policyRule(policy));
  const now = Date.now();
  recordRateLimit(headers, policy, result, now);
  if (!result.allowed) throw rateLimitedError(policy, result, now);
}
