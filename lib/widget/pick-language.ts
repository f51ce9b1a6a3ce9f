/** The languages the widget speaks; each has a file in lib/widget/strings. */
export const widgetLanguages = ["en", "de", "fr", "es", "pt", "ja"] as const;

/** A language the widget speaks. */
export type WidgetLanguage = (typeof widgetLanguages)[number];

/** The first supported language among `data-lang`, the browser's languages and the site's locale; else English. */
export function pickLanguage(candidates: ReadonlyArray<string | null | undefined>): WidgetLanguage {
  for (const candidate of candidates) {
    const base = candidate?.toLowerCase().split(/[-_]/)[0];
    const found = widgetLanguages.find((language) => language === base);
    if (found) return found;
  }
  return "en";
}
