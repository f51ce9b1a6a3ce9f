/** An element's own wording for a count: `{n}` stands for the number; null where it gives none. */
export type CountTemplates = { zero: string | null; one: string | null; many: string | null };

/**
 * The words a count shows: the element's template for 0, 1 (by the language's plural rule) or
 * more, falling back to its `many` template (same language, at worst a plural too many) and then
 * to English. The number is written the language's way (1,234 in English).
 */
export function formatCountLabel(n: number, templates: CountTemplates, lang = "en"): string {
  let number: string;
  let one: boolean;
  try {
    number = n.toLocaleString(lang);
    one = new Intl.PluralRules(lang).select(n) === "one";
  } catch {
    // A malformed data-lang must not cost the page its counts.
    number = String(n);
    one = n === 1;
  }
  const template =
    n === 0 ? (templates.zero ?? templates.many) : one ? (templates.one ?? templates.many) : templates.many;
  return (template ?? (n === 1 ? "{n} comment" : "{n} comments")).split("{n}").join(number);
}
