import model from "@/lib/screening/default-spam-model.json";
import type { SpamWeights } from "@/lib/screening/spam-model-types";

let cached: SpamWeights | null = null;

/**
 * The shared default spam model, built into a Map once per process. `npm run spam:train` learns it from
 * the YouTube Spam Collection (T. C. Alberto, J. V. Lochter, T. A. Almeida, "TubeSpam", ICMLA 2015; CC BY 4.0).
 */
export function readDefaultSpamModel(): SpamWeights {
  cached ??= { bias: model.bias, weights: new Map(model.weights.map(([index, weight]) => [index!, weight!])) };
  return cached;
}
