/** How many feature indices a signal can hash to (2^18): collisions stay rare while a model stays small. */
export const spamFeatureBuckets = 1 << 18;

/**
 * The feature index of a signal: 32-bit FNV-1a over its UTF-8 bytes, folded into the buckets, so a
 * model trained on one machine scores the same on every other.
 */
export function hashSpamSignal(signal: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < signal.length; i++) {
    let code = signal.charCodeAt(i);
    // Encode UTF-8 inline: TextEncoder would allocate for every signal on the scoring path.
    if (code < 0x80) {
      hash = Math.imul(hash ^ code, 0x01000193);
      continue;
    }
    if (code >= 0xd800 && code < 0xdc00 && i + 1 < signal.length) {
      const low = signal.charCodeAt(i + 1);
      if (low >= 0xdc00 && low < 0xe000) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    const bytes =
      code < 0x800
        ? [0xc0 | (code >> 6), 0x80 | (code & 63)]
        : code < 0x10000
          ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
          : [0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)];
    for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193);
  }
  return (hash >>> 0) & (spamFeatureBuckets - 1);
}
