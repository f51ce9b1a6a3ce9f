const letterOrDigit = "\\p{L}\\p{N}_";

/**
 * The names among `names` that `text` mentions as `@Name` (case-insensitive; the name must end
 * at a word boundary, so "@Ada" does not mention "Adam"). Names with spaces work as typed.
 */
export function findMentionedNames(text: string, names: Iterable<string>): Set<string> {
  const found = new Set<string>();
  if (!text.includes("@")) return found;
  for (const name of names) {
    const trimmed = name.trim();
    if (!trimmed || found.has(name)) continue;
    const escaped = trimmed.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const pattern = new RegExp(`(?:^|[^${letterOrDigit}])@${escaped}(?![${letterOrDigit}])`, "iu");
    if (pattern.test(text)) found.add(name);
  }
  return found;
}
