import type { SearchTerm } from "./parse-search-terms";

function lexeme(word: string, prefix: boolean): string {
  // Words hold letters, digits and marks only; doubling quotes and backslashes is a second fence.
  return `'${word.replace(/['\\]/g, (c) => c + c)}'${prefix ? ":*" : ""}`;
}

/** The to_tsquery text for parsed terms: quoted lexemes, `<->` within a phrase, `&` between terms, `:*` on a prefix. */
export function formatTsquery(terms: SearchTerm[]): string {
  return terms
    .map((term) =>
      term.words.map((word, index) => lexeme(word, term.prefix && index === term.words.length - 1)).join(" <-> "),
    )
    .map((text, index, all) => (all.length > 1 && text.includes("<->") ? `(${text})` : text))
    .join(" & ");
}
