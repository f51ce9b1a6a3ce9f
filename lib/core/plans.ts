/** The plans an account can be on. */
export const planNames = ["free", "publisher", "business"] as const;
export type PlanName = (typeof planNames)[number];

/** What a plan includes. */
export type PlanLimits = {
  sso: boolean;
  maxSites: number;
  maxSsoSecretsPerSite: number;
  /** Memberships of the account, invitations not yet taken up included. */
  maxMembers: number;
  /** Live comments a month (UTC): a figure to plan by, never a refusal (docs/plans.md). */
  maxCommentsPerMonth: number;
};

/** What each plan includes: the one table (mirrored in docs/plans.md and docs/sites.md). */
export const plans: Record<PlanName, PlanLimits> = {
  free: { sso: false, maxSites: 3, maxSsoSecretsPerSite: 0, maxMembers: 3, maxCommentsPerMonth: 5_000 },
  publisher: { sso: true, maxSites: 25, maxSsoSecretsPerSite: 2, maxMembers: 10, maxCommentsPerMonth: 100_000 },
  business: { sso: true, maxSites: 500, maxSsoSecretsPerSite: 2, maxMembers: 100, maxCommentsPerMonth: 2_000_000 },
};

/** The share of a limit from which the dashboard warns (80 %). */
export const planWarningShare = 0.8;

/** The features of a stored plan name (an unknown name counts as free). */
export function planOf(name: string): PlanLimits {
  return plans[name as PlanName] ?? plans.free;
}
