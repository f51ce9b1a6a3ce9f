import { spamFeatureBuckets } from "../../lib/screening/hash-spam-signal";
import type { SpamWeights } from "../../lib/screening/spam-model-types";

/** The default model artefact as JSON text: one weight per line, sorted by index, as Prettier would lay it out, so a retrain diffs readably and byte for byte. */
export function formatDefaultSpamModel(model: SpamWeights, seed: number, trainedOn: readonly string[]): string {
  const pairs = [...model.weights].sort((a, b) => a[0] - b[0]).map(([index, weight]) => `    [${index}, ${weight}]`);
  return [
    "{",
    '  "format": 1,',
    `  "seed": ${seed},`,
    `  "trainedOn": [${trainedOn.map((file) => JSON.stringify(file)).join(", ")}],`,
    `  "buckets": ${spamFeatureBuckets},`,
    `  "bias": ${model.bias},`,
    '  "weights": [',
    pairs.join(",\n"),
    "  ]",
    "}",
    "",
  ].join("\n");
}
