const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "…",
  ndash: "–",
  mdash: "—",
};

/**
 * A comment's text as a reader sees it: HTML tags dropped, common entities decoded, Unicode
 * compatibility-folded (NFKC) and without byte-order marks. Imported and scraped text carries
 * `<br />` and `&#39;`; the spam model must see the same words whichever way they were written.
 */
export function decodeCommentText(content: string): string {
  return content
    .replace(/<\/?[a-z][^>]*>/gi, " ")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
      if (body[0] !== "#") return namedEntities[body.toLowerCase()] ?? entity;
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\ufeff/g, "")
    .normalize("NFKC");
}
