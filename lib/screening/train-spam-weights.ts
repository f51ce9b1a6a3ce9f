import { spamFeatureBuckets } from "@/lib/screening/hash-spam-signal";
import type { SpamExample, SpamWeights } from "@/lib/screening/spam-model-types";

/** Training options: the shuffle's seed, passes over the data, the L2 strength, and the model to correct. */
export type TrainSpamOptions = {
  seed: number;
  epochs?: number;
  l2?: number;
  rate?: number;
  offset?: SpamWeights | null;
};

// mulberry32: a tiny seeded PRNG, so the same examples and seed give the same weights everywhere.
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function offsetLogit(example: SpamExample, offset: SpamWeights | null): number {
  if (offset === null) return 0;
  let logit = offset.bias;
  for (let k = 0; k < example.indices.length; k++)
    logit += (offset.weights.get(example.indices[k]!) ?? 0) * example.values[k]!;
  return logit;
}

/**
 * Logistic-regression weights learned by AdaGrad over a seeded shuffle. With `offset`, the weights
 * are corrections on top of it (prediction = sigmoid(offset + own)): `l2` pulls them toward zero with
 * a fixed total strength, spread over the examples that carry each feature, so a few decisions barely
 * move the offset model and many decisions outweigh it.
 */
export function trainSpamWeights(examples: SpamExample[], options: TrainSpamOptions): SpamWeights {
  const { epochs = 30, l2 = 0.01, rate = 1 } = options;
  const offset = options.offset ?? null;
  // Flat typed arrays over the features these examples use, numbered densely: the inner loop runs
  // millions of times for a busy site and must stay in cache, not chase objects over 2^18 buckets.
  const localOf = new Int32Array(spamFeatureBuckets).fill(-1);
  const globalOf: number[] = [];
  const starts = new Int32Array(examples.length + 1);
  for (let n = 0; n < examples.length; n++) starts[n + 1] = starts[n]! + examples[n]!.indices.length;
  const indices = new Int32Array(starts[examples.length]!);
  const values = new Float64Array(indices.length);
  const labels = new Float64Array(examples.length);
  const offsets = new Float64Array(examples.length);
  for (let n = 0; n < examples.length; n++) {
    const example = examples[n]!;
    for (let k = 0; k < example.indices.length; k++) {
      const index = example.indices[k]!;
      if (localOf[index] === -1) localOf[index] = globalOf.push(index) - 1;
      indices[starts[n]! + k] = localOf[index]!;
      values[starts[n]! + k] = example.values[k]!;
    }
    labels[n] = example.spam ? 1 : 0;
    offsets[n] = offsetLogit(example, offset);
  }
  const features = globalOf.length;
  // The L2 pull per example that carries a feature: together, l2 per pass, however common the feature.
  const pulls = new Float64Array(features);
  for (const local of indices) pulls[local]! += 1;
  for (let local = 0; local < features; local++) pulls[local] = l2 / pulls[local]!;
  const weights = new Float64Array(features);
  const squares = new Float64Array(features);
  let bias = 0;
  let biasSquares = 0;
  // The intercept of a model of its own is free; a correction's intercept is held like any weight.
  const biasPull = offset === null || examples.length === 0 ? 0 : l2 / examples.length;
  const order = new Int32Array(examples.length).map((_, n) => n);
  const random = seededRandom(options.seed);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      const swap = order[i]!;
      order[i] = order[j]!;
      order[j] = swap;
    }
    for (let o = 0; o < order.length; o++) {
      const n = order[o]!;
      const from = starts[n]!;
      const to = starts[n + 1]!;
      let logit = offsets[n]! + bias;
      for (let k = from; k < to; k++) logit += weights[indices[k]!]! * values[k]!;
      const error = 1 / (1 + Math.exp(-logit)) - labels[n]!;
      for (let k = from; k < to; k++) {
        const index = indices[k]!;
        const gradient = error * values[k]! + pulls[index]! * weights[index]!;
        squares[index]! += gradient * gradient;
        weights[index]! -= (rate * gradient) / (Math.sqrt(squares[index]!) + 1e-8);
      }
      const biasGradient = error + biasPull * bias;
      biasSquares += biasGradient * biasGradient;
      bias -= (rate * biasGradient) / (Math.sqrt(biasSquares) + 1e-8);
    }
  }
  const learned = new Map<number, number>();
  for (const index of Int32Array.from(globalOf).sort()) {
    const weight = weights[localOf[index]!]!;
    if (weight !== 0) learned.set(index, weight);
  }
  return { bias, weights: learned };
}
