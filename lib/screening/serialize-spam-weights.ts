import type { SpamWeights } from "@/lib/screening/spam-model-types";

/** The most weights a site's corrections keep: the largest by magnitude, about 530 KB once encoded. */
export const maxStoredSpamWeights = 50_000;

/**
 * A site's correction weights as a compact string for a text column: "s1:" and the base64 of a
 * little-endian buffer (float32 bias, uint32 count, count uint32 indices ascending, count float32
 * weights). Beyond the cap the smallest weights go: they move a score least.
 */
export function serializeSpamWeights(model: SpamWeights): string {
  let kept = [...model.weights].filter(([, weight]) => weight !== 0 && Number.isFinite(weight));
  if (kept.length > maxStoredSpamWeights)
    kept = kept.sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]) || a[0] - b[0]).slice(0, maxStoredSpamWeights);
  kept.sort((a, b) => a[0] - b[0]);
  const view = new DataView(new ArrayBuffer(8 + kept.length * 8));
  view.setFloat32(0, model.bias, true);
  view.setUint32(4, kept.length, true);
  kept.forEach(([index, weight], at) => {
    view.setUint32(8 + at * 4, index, true);
    view.setFloat32(8 + kept.length * 4 + at * 4, weight, true);
  });
  return `s1:${Buffer.from(view.buffer).toString("base64")}`;
}
