/**
 * A comment's text for a plain-text mail: whitespace and control characters folded to single
 * spaces and cut at `max` characters (on a word boundary when one is near). The mails have no HTML
 * part, so nothing a reader wrote can become markup in a mail client.
 */
export function plainExcerpt(text: string, max = 280): string {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\s]+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
