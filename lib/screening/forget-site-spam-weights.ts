import { siteSpamWeightsCache } from "./site-spam-weights-cache";

/** Makes this server check the site's model version on its next score (after a decision made here). */
export function forgetSiteSpamWeights(siteId: string): void {
  const known = siteSpamWeightsCache.get(siteId);
  if (known) siteSpamWeightsCache.set(siteId, { ...known, checkedAt: 0 });
}
