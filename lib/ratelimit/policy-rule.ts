import type { LimitRule } from "./limit-result";
import { policies, type PolicyName } from "./policies";
import { readPolicyOverrides, type PolicyOverrides } from "./read-policy-overrides";

const holder = globalThis as unknown as {
  threadlinePolicyOverrides?: { source: string | undefined; overrides: PolicyOverrides };
};

/** The rule a named policy applies: its default from policies.ts, changed by RATE_LIMIT_OVERRIDES. */
export function policyRule(name: PolicyName): LimitRule {
  const source = process.env.RATE_LIMIT_OVERRIDES;
  if (!holder.threadlinePolicyOverrides || holder.threadlinePolicyOverrides.source !== source) {
    holder.threadlinePolicyOverrides = { source, overrides: readPolicyOverrides(source) };
  }
  return { ...policies[name], ...holder.threadlinePolicyOverrides.overrides[name] };
}
