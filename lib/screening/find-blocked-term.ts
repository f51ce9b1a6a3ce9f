function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The first blocked word or phrase the text contains, matched case-insensitively as whole words
 * (in any script) after Unicode compatibility folding, so "ＳＰＡＭ" matches "spam"; or null.
 */
export function findBlockedTerm(content: string, terms: string[]): string | null {
  const text = content.normalize("NFKC").toLowerCase();
  for (const term of terms) {
    const folded = term.normalize("NFKC").toLowerCase().trim().split(/\s+/).map(escapeRegExp).join("\\s+");
    if (!folded) continue;
    if (new RegExp(`(?<![\\p{L}\\p{N}_])${folded}(?![\\p{L}\\p{N}_])`, "u").test(text)) return term;
  }
  return null;
}
