import { readFileSync } from "node:fs";

import model from "@/lib/screening/default-spam-model.json";
import type { SpamWeights } from "@/lib/screening/spam-model-types";

type StoredModel = { bias: number; weights: number[][] };
const cached = new Map<string, SpamWeights>();

function build(stored: StoredModel): SpamWeights {
  return { bias: stored.bias, weights: new Map(stored.weights.map(([index, weight]) => [index!, weight!])) };
}

/**
 * The shared default spam model, built into a Map once per process: the bundled one, which
 * `npm run spam:train` learns from the YouTube Spam Collection (T. C. Alberto, J. V. Lochter,
 * T. A. Almeida, "TubeSpam", ICMLA 2015; CC BY 4.0), or the file SPAM_DEFAULT_MODEL names (an
 * operator's own training, or the benchmark's leave-one-out models).
 */
export function readDefaultSpamModel(): SpamWeights {
  const file = process.env.SPAM_DEFAULT_MODEL || "";
  let weights = cached.get(file);
  if (!weights) {
    weights = build(file ? (JSON.parse(readFileSync(file, "utf8")) as StoredModel) : model);
    cached.set(file, weights);
  }
  return weights;
}
