import type { LimitRule } from "./limit-result";
import { policies, type PolicyName } from "./policies";

/** Changes to named policies, e.g. shorter windows for tests or a huge apiKey limit for the benchmark. */
export type PolicyOverrides = Partial<Record<PolicyName, Partial<LimitRule>>>;

const isPositiveInteger = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/**
 * Parses RATE_LIMIT_OVERRIDES: a JSON object from policy name to `{ "limit"?, "windowSeconds"? }`
 * (positive integers). Throws on anything else, so a typo stops the server at start-up instead of
 * silently leaving a limit as it was.
 */
export function readPolicyOverrides(text: string | undefined): PolicyOverrides {
  if (!text?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('RATE_LIMIT_OVERRIDES must be JSON, e.g. {"apiKey":{"limit":1000000}}');
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new Error("RATE_LIMIT_OVERRIDES must be a JSON object");
  const overrides: PolicyOverrides = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!(name in policies))
      throw new Error(
        `RATE_LIMIT_OVERRIDES: unknown policy ${JSON.stringify(name)}; known: ${Object.keys(policies).join(", ")}`,
      );
    if (typeof value !== "object" || value === null || Array.isArray(value))
      throw new Error(`RATE_LIMIT_OVERRIDES.${name} must be an object`);
    const rule: Partial<LimitRule> = {};
    for (const [field, setting] of Object.entries(value)) {
      if (field !== "limit" && field !== "windowSeconds")
        throw new Error(`RATE_LIMIT_OVERRIDES.${name}.${field} is not a setting (limit, windowSeconds)`);
      if (!isPositiveInteger(setting))
        throw new Error(`RATE_LIMIT_OVERRIDES.${name}.${field} must be a positive integer`);
      rule[field] = setting;
    }
    overrides[name as PolicyName] = rule;
  }
  return overrides;
}
