import { AppError } from "@/lib/core/app-error";
import type { LimitResult } from "@/lib/ratelimit/limit-result";
import type { PolicyName } from "@/lib/ratelimit/policies";

/** The 429 for a refused request: `Retry-After` in whole seconds, never before the window resets. */
export function rateLimitedError(policy: PolicyName, result: LimitResult, nowMs = Date.now()): AppError {
  const retryAfter = Math.max(1, Math.ceil((result.resetAt * 1000 - nowMs) / 1000));
  return new AppError("rate_limited", `Too many requests (${policy}); try again in ${retryAfter} seconds.`, {
    headers: { "Retry-After": String(retryAfter) },
    members: { policy },
  });
}
