import { AppError } from "@/lib/core/app-error";
import { policyRule } from "@/lib/ratelimit/policy-rule";
import { rateLimiter } from "@/lib/ratelimit/rate-limiter";
import { applyRateLimit } from "./apply-rate-limit";
import { rateLimitedError } from "./rate-limited-error";
import { recordRateLimit } from "./record-rate-limit";

const refusedCredential = new Set(["invalid_api_key", "invalid_session"]);

/**
 * Runs a credential check (`authenticate`) for a client IP that has not failed too often: an IP
 * over the invalidCredentials limit is refused (429) before any database work, and each refused
 * credential counts against it, so guessing keys or session tokens is slow.
 */
export async function guardCredentialCheck<T>(headers: Headers, ip: string, authenticate: () => Promise<T>): Promise<T> {
  const rule = policyRule("invalidCredentials");
  // A peek, not a hit: good credentials never use up the IP's allowance for bad ones.
  const state = await rateLimiter().peek(`invalidCredentials:${ip}`, rule);
  if (!state.allowed) {
    recordRateLimit(headers, "invalidCredentials", state);
    throw rateLimitedError("invalidCredentials", state);
  }
  try {
    return await authenticate();
  } catch (error) {
    if (error instanceof AppError && refusedCredential.has(error.code)) {
      await applyRateLimit(headers, "invalidCredentials", ip).catch(() => undefined);
    }
    throw error;
  }
}
