import type { Strings } from "./strings/en";

/** "1 comment", "12 comments": the count in the reader's language, with its plural form. */
export function formatCommentCount(count: number, lang: string, t: Strings): string {
  const words = new Intl.PluralRules(lang).select(count) === "one" ? t.comments_one : t.comments_other;
  return words.replace("{n}", count.toLocaleString(lang));
}
