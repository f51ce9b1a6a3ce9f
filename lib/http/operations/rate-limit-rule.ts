import type { PolicyName } from "@/lib/ratelimit/policies";

/** The rate limits a browser-facing operation counts against: the policies (for the docs) and the keys counted. */
export type RateLimitRule<R> = {
  policies: PolicyName[];
  keys: (request: R) => [PolicyName, string][];
};
