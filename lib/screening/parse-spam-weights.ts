import { spamFeatureBuckets } from "@/lib/screening/hash-spam-signal";
import type { SpamWeights } from "@/lib/screening/spam-model-types";

/** A site's correction weights from the string serializeSpamWeights wrote; throws on anything else. */
export function parseSpamWeights(text: string): SpamWeights {
  if (!text.startsWith("s1:")) throw new Error("Unknown spam weights format");
  const bytes = Buffer.from(text.slice(3), "base64");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = bytes.byteLength >= 8 ? view.getUint32(4, true) : -1;
  if (count < 0 || bytes.byteLength !== 8 + count * 8) throw new Error("Truncated spam weights");
  const weights = new Map<number, number>();
  for (let at = 0; at < count; at++) {
    const index = view.getUint32(8 + at * 4, true);
    if (index >= spamFeatureBuckets) throw new Error("Spam weight index out of range");
    weights.set(index, view.getFloat32(8 + count * 4 + at * 4, true));
  }
  return { bias: view.getFloat32(0, true), weights };
}
