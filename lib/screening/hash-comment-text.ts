import { createHash } from "node:crypto";

// Shorter texts ("thanks!", "great post") repeat innocently across a site's pages.
const minimumLength = 20;

/**
 * A hash of a comment's text after folding case, width, punctuation, digits and spacing, so that
 * copies with small changes match; null for texts too short to say anything by repeating.
 */
export function hashCommentText(content: string): string | null {
  const folded = content
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\d+/gu, "0")
    .replace(/[^\p{L}\p{N}]+/gu, "");
  if (folded.length < minimumLength) return null;
  return createHash("sha256").update(folded).digest("base64url").slice(0, 22);
}
