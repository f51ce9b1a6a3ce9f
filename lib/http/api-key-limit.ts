import { apiKeyPattern } from "@/lib/api-keys/api-key-format";
import { hashSecret } from "@/lib/core/hash-secret";
import type { PolicyName } from "@/lib/ratelimit/policies";

/**
 * The apiKey limit of a presented key, partitioned by a hash of the key itself so that it can be
 * counted before the key is looked up (in the same round trip as the guessing guard); none for a
 * session token or a malformed key, which never reach the database anyway.
 */
export function apiKeyLimit(presented: string): [PolicyName, string] | undefined {
  if (!apiKeyPattern.test(presented)) return undefined;
  // Domain-separated and shortened: the limiter's keys never repeat the hash the database stores.
  return ["apiKey", hashSecret(`ratelimit:${presented}`).slice(0, 32)];
}
