import type { SearchTerm } from "./parse-search-terms";

/** The FTS5 MATCH expression for parsed terms: each one a quoted string (`"w"`, `"w1 w2"`, `"cas"*`), implicitly ANDed. */
export function formatFts5Query(terms: SearchTerm[]): string {
  return terms.map((term) => `"${term.words.join(" ").replaceAll('"', '""')}"${term.prefix ? "*" : ""}`).join(" ");
}
