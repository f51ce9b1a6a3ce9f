import { AppError } from "@/lib/core/app-error";
import type { LimitResult } from "@/lib/ratelimit/limit-result";
import type { PolicyName } from "@/lib/ratelimit/policies";
import { policyRule } from "@/lib/ratelimit/policy-rule";
import { rateLimiter } from "@/lib/ratelimit/rate-limiter";

import { applyRateLimit } from "./apply-rate-limit";
import { rateLimitedError } from "./rate-limited-error";
import { recordRateLimit } from "./record-rate-limit";

const refusedCredential = new Set(["invalid_api_key", "invalid_session"]);

/**
 * Runs a credential check (`authenticate`) for a client IP that has not failed too often: an IP
 * over the invalidCredentials limit is refused (429) before any database work, and each refused
 * credential counts against it, so guessing keys or session tokens is slow. `ownLimit`, the
 * credential's own limit (an API key's), is counted in the same round trip to the limiter and
 * applied once the credential is accepted.
 */
export async function guardCredentialCheck<T>(
  headers: Headers,
  ip: string,
  authenticate: () => Promise<T>,
  ownLimit?: [PolicyName, string],
): Promise<T> {
  const limiter = rateLimiter();
  // A peek, not a hit: good credentials never use up the IP's allowance for bad ones.
  const [guard, own] = await Promise.all([
    limiter.peek(`invalidCredentials:${ip}`, policyRule("invalidCredentials")),
    ownLimit ? limiter.hit(`${ownLimit[0]}:${ownLimit[1]}`, policyRule(ownLimit[0])) : undefined,
  ]);
  if (!guard.allowed) {
    recordRateLimit(headers, "invalidCredentials", guard);
    throw rateLimitedError("invalidCredentials", guard);
  }
  let accepted: T;
  try {
    accepted = await authenticate();
  } catch (error) {
    if (error instanceof AppError && refusedCredential.has(error.code)) {
      await applyRateLimit(headers, "invalidCredentials", ip).catch(() => undefined);
    }
    throw error;
  }
  if (ownLimit && own) applyCounted(headers, ownLimit[0], own);
  return accepted;
}

function applyCounted(headers: Headers, policy: PolicyName, result: LimitResult): void {
  recordRateLimit(headers, policy, result);
  if (!result.allowed) throw rateLimitedError(policy, result);
}
