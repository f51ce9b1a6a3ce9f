/** One thing a search asks for: a word, or a phrase (words in this order); `prefix` lets the last word be the start of a longer one. */
export type SearchTerm = { words: string[]; prefix: boolean };

// Letters, digits and combining marks: both engines split text into words at anything else
// (SQLite's unicode61 tokenizer, and PostgreSQL once the search document has turned ASCII
// punctuation into spaces), so a word taken here is a word there. Nothing else of the input
// survives, which is what keeps FTS5 and tsquery syntax out of the query.
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
// Past these a query finds nothing rather than being cut: dropping words would widen an AND.
const MAX_QUERY_LENGTH = 2000;
const MAX_WORDS = 64;

/**
 * Reads a search box: words are ANDed, a "quoted phrase" matches those words in a row, and the last
 * word is a prefix as the user types (`cas` finds `casino`) unless the query ends with a closed
 * phrase; an unclosed quote is a phrase still being typed. Everything but words and quotes is
 * ignored; no words (or more than the engines should be asked) means no terms.
 */
export function parseSearchTerms(query: string): SearchTerm[] {
  if (query.length > MAX_QUERY_LENGTH) return [];
  const parts = query.normalize("NFC").split('"');
  const terms: SearchTerm[] = [];
  parts.forEach((part, index) => {
    const words = part.match(WORD) ?? [];
    if (index % 2 === 1 && words.length > 0) terms.push({ words, prefix: false });
    if (index % 2 === 0) for (const word of words) terms.push({ words: [word], prefix: false });
  });
  const closedPhraseLast =
    parts.length > 1 && parts.length % 2 === 1 && (parts[parts.length - 1]!.match(WORD) ?? []).length === 0;
  const last = terms[terms.length - 1];
  if (last && !closedPhraseLast) last.prefix = true;
  const distinct = [...new Map(terms.map((term) => [JSON.stringify(term), term])).values()];
  return distinct.reduce((sum, term) => sum + term.words.length, 0) > MAX_WORDS ? [] : distinct;
}
