import type { SpamFeature } from "@/lib/screening/spam-features";
import type { SpamWeights } from "@/lib/screening/spam-model-types";

/** One signal behind a score: its contribution to the logit (default + site), rounded to 1 decimal. */
export type SpamReason = { signal: string; weight: number };

/** A spam probability in [0, 1] (3 decimals) and the signals that weighed most. */
export type SpamScore = { score: number; reasons: SpamReason[] };

const towardSpam = 3;
const againstSpam = 2;
const smallest = 0.1;

/** The spam probability of a comment's features under the default model and the site's corrections, with the strongest signals for and against. */
export function scoreSpam(features: SpamFeature[], defaults: SpamWeights, site: SpamWeights | null): SpamScore {
  let logit = defaults.bias + (site?.bias ?? 0);
  const contributions: SpamReason[] = [];
  for (const feature of features) {
    const weight = (defaults.weights.get(feature.index) ?? 0) + (site?.weights.get(feature.index) ?? 0);
    if (weight === 0) continue;
    const contribution = weight * feature.value;
    logit += contribution;
    if (Math.abs(contribution) >= smallest - 0.05) contributions.push({ signal: feature.signal, weight: contribution });
  }
  contributions.sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || (a.signal < b.signal ? -1 : 1));
  const reasons: SpamReason[] = [];
  let positive = 0;
  let negative = 0;
  for (const { signal, weight } of contributions) {
    // Rounded by magnitude, so that -0.25 and 0.25 both show as 0.3 and the order by size holds.
    const rounded = (Math.sign(weight) * Math.round(Math.abs(weight) * 10)) / 10;
    // A reason shows what it weighed; one that rounds below 0.1 said nothing worth showing.
    if (Math.abs(rounded) < smallest) continue;
    if (rounded > 0 ? positive++ >= towardSpam : negative++ >= againstSpam) continue;
    reasons.push({ signal, weight: rounded });
  }
  return { score: Math.round(1000 / (1 + Math.exp(-logit))) / 1000, reasons };
}
