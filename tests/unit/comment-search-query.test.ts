import { describe, expect, it } from "vitest";

import { omitSearchIndexChanges } from "../../lib/db/migrate/omit-search-index-changes";
import { formatFts5Query } from "../../lib/db/search/format-fts5-query";
import { formatTsquery } from "../../lib/db/search/format-tsquery";
import { parseSearchTerms } from "../../lib/db/search/parse-search-terms";

describe("parseSearchTerms", () => {
  it("reads words, phrases and the prefix of the last word", () => {
    expect(parseSearchTerms("grand cas")).toEqual([
      { words: ["grand"], prefix: false },
      { words: ["cas"], prefix: true },
    ]);
    expect(parseSearchTerms('"grand casino" opened')).toEqual([
      { words: ["grand", "casino"], prefix: false },
      { words: ["opened"], prefix: true },
    ]);
    expect(parseSearchTerms('opened "grand casino"')).toEqual([
      { words: ["opened"], prefix: false },
      { words: ["grand", "casino"], prefix: false },
    ]);
    expect(parseSearchTerms('opened "grand cas')).toEqual([
      { words: ["opened"], prefix: false },
      { words: ["grand", "cas"], prefix: true },
    ]);
    expect(parseSearchTerms("Café-crème")).toEqual([
      { words: ["Café"], prefix: false },
      { words: ["crème"], prefix: true },
    ]);
  });

  it("keeps nothing of the engines' syntax", () => {
    for (const query of [
      '"',
      "*",
      "OR",
      "NEAR(",
      ":",
      "'",
      "\\",
      "&|!",
      "a OR b",
      "x:* | y",
      "col:term",
      "NEAR(a b, 5)",
    ]) {
      const words = parseSearchTerms(query).flatMap((term) => term.words);
      for (const word of words) expect(word, query).toMatch(/^[\p{L}\p{N}\p{M}]+$/u);
    }
    for (const query of ["", "   ", '""', "*", "&|!", "'\\:"]) expect(parseSearchTerms(query), query).toEqual([]);
  });

  it("counts a repeated word once and refuses queries past the caps instead of cutting them", () => {
    expect(parseSearchTerms("a a a b")).toEqual([
      { words: ["a"], prefix: false },
      { words: ["b"], prefix: true },
    ]);
    expect(parseSearchTerms(Array.from({ length: 65 }, (_, i) => `w${i}`).join(" "))).toEqual([]);
    expect(parseSearchTerms("x".repeat(2001))).toEqual([]);
  });
});

describe("query formats", () => {
  const terms = parseSearchTerms('grand "casino royale" ca');
  it("quotes every FTS5 term", () => expect(formatFts5Query(terms)).toBe('"grand" "casino royale" "ca"*'));
  it("quotes every tsquery lexeme", () =>
    expect(formatTsquery(terms)).toBe("'grand' & ('casino' <-> 'royale') & 'ca':*"));
  it("prefixes the last word of an open phrase", () =>
    expect(formatTsquery(parseSearchTerms('"casino roy'))).toBe("'casino' <-> 'roy':*"));
});

describe("omitSearchIndexChanges", () => {
  it("drops the engine's attempts to remove the search column and index, and keeps the rest", () => {
    const diff = [
      "-- DropIndex",
      'DROP INDEX "Comment_search_idx";',
      "",
      "-- AlterTable",
      'ALTER TABLE "Comment" DROP COLUMN "searchDocument",',
      'ADD COLUMN     "pinned" BOOLEAN NOT NULL DEFAULT false;',
      "",
      "-- AlterTable",
      'ALTER TABLE "Thread" DROP COLUMN "searchDocument";',
      "",
    ].join("\n");
    expect(omitSearchIndexChanges(diff)).toBe(
      [
        "",
        "-- AlterTable",
        'ALTER TABLE "Comment" ADD COLUMN     "pinned" BOOLEAN NOT NULL DEFAULT false;',
        "",
        "-- AlterTable",
        'ALTER TABLE "Thread" DROP COLUMN "searchDocument";',
        "",
      ].join("\n"),
    );
    expect(omitSearchIndexChanges('-- AlterTable\nALTER TABLE "Comment" DROP COLUMN "searchDocument";\n').trim()).toBe(
      "",
    );
  });
});
