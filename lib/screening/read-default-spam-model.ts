import model from "@/lib/screening/default-spam-model.json";
import type { SpamWeights } from "@/lib/screening/spam-model-types";

let cached: SpamWeights | null = null;

/** The shared default spam model (trained by `npm run spam:train`), built into a Map once per process. */
export function readDefaultSpamModel(): SpamWeights {
  cached ??= { bias: model.bias, weights: new Map(model.weights.map(([index, weight]) => [index!, weight!])) };
  return cached;
}
