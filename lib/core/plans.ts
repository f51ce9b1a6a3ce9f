/** The plans an account can be on. */
export const planNames = ["free", "publisher", "business"] as const;
export type PlanName = (typeof planNames)[number];

/** What each plan includes: the one table (mirrored in docs/sites.md). */
export const plans: Record<PlanName, { sso: boolean; maxSites: number; maxSsoSecretsPerSite: number }> = {
  free: { sso: false, maxSites: 3, maxSsoSecretsPerSite: 0 },
  publisher: { sso: true, maxSites: 25, maxSsoSecretsPerSite: 2 },
  business: { sso: true, maxSites: 500, maxSsoSecretsPerSite: 2 },
};

/** The features of a stored plan name (an unknown name counts as free). */
export function planOf(name: string): (typeof plans)[PlanName] {
  return plans[name as PlanName] ?? plans.free;
}
