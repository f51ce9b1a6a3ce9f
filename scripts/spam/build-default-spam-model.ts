import { hashSpamSignal } from "../../lib/screening/hash-spam-signal";
import type { SpamWeights } from "../../lib/screening/spam-model-types";
import { trainSpamWeights } from "../../lib/screening/train-spam-weights";
import { buildSpamExamples } from "./build-spam-examples";
import type { SpamCorpusRow } from "./read-spam-corpus";

/**
 * Hand-set weights for the signals that the YouTube corpus cannot teach (it has no site history, no
 * duplicates, no typing time), added to whatever the text model learned at their index:
 * - author:approved_before −2.0 per log2-count step (feature value log2(1 + approved), capped at 3: −6.0)
 * - author:spam_before +3.0: a site already caught this author spamming
 * - author:rejected_before +0.5: rejected is a judgement on tone more than on spam
 * - author:new +0.3: a first comment is a little more likely spam than a regular's
 * - duplicate:recent +2.5: the same text again is a bot's habit
 * - speed:fast +2.0: under 3 s with the form open is faster than a person types
 */
export const spamPriorWeights: Record<string, number> = {
  "author:approved_before": -2.0,
  "author:spam_before": 3.0,
  "author:rejected_before": 0.5,
  "author:new": 0.3,
  "duplicate:recent": 2.5,
  "speed:fast": 2.0,
};

/** The training settings of the shared default model. */
export const defaultSpamTraining = { epochs: 30, l2: 0.001, rate: 1 };

/** The default model of corpus rows: the trained text model with the hand-set priors merged in, weights rounded to 4 decimals. */
export function buildDefaultSpamModel(rows: readonly SpamCorpusRow[], seed: number): SpamWeights {
  const trained = trainSpamWeights(buildSpamExamples(rows), { seed, ...defaultSpamTraining });
  const weights = new Map(trained.weights);
  for (const [signal, prior] of Object.entries(spamPriorWeights)) {
    const index = hashSpamSignal(signal);
    weights.set(index, (weights.get(index) ?? 0) + prior);
  }
  const rounded = new Map<number, number>();
  for (const [index, weight] of [...weights].sort((a, b) => a[0] - b[0])) {
    const value = Math.round(weight * 1e4) / 1e4;
    if (value !== 0) rounded.set(index, value);
  }
  return { bias: Math.round(trained.bias * 1e4) / 1e4, weights: rounded };
}
