import { describe, expect, it } from "vitest";

import { widgetLanguages } from "@/lib/widget/pick-language";
import de from "@/lib/widget/strings/de";
import en, { type Strings } from "@/lib/widget/strings/en";
import es from "@/lib/widget/strings/es";
import fr from "@/lib/widget/strings/fr";
import ja from "@/lib/widget/strings/ja";
import pt from "@/lib/widget/strings/pt";

const translations: Record<Exclude<(typeof widgetLanguages)[number], "en">, Strings> = { de, fr, es, pt, ja };
const keys = Object.keys(en) as Array<keyof Strings>;
// Every "{word}" in a string: the run-time placeholders ({n}, {name}, {time}) and any typo of one.
const placeholders = (text: string) => [...new Set(text.match(/\{[^{}\s]*\}/g) ?? [])].sort();

describe("widget strings", () => {
  it("has a translation file for every language the widget speaks", () => {
    expect(Object.keys(translations).sort()).toEqual(widgetLanguages.filter((language) => language !== "en").sort());
  });

  describe.each(Object.entries(translations))("%s", (_language, strings) => {
    it("has exactly the English keys", () => {
      expect(Object.keys(strings).sort()).toEqual([...keys].sort());
    });

    it("keeps every placeholder of the English string and adds none", () => {
      for (const key of keys)
        expect({ key, placeholders: placeholders(strings[key]) }).toEqual({ key, placeholders: placeholders(en[key]) });
    });

    it("leaves no string empty", () => {
      for (const key of keys) expect({ key, text: strings[key].trim() }).not.toEqual({ key, text: "" });
    });

    it("keeps the Markdown syntax in the hint", () => {
      for (const token of [/\*\*[^*]+\*\*/, /_[^_]+_/, /`[^`]+`/, /> \S/, /- \S/])
        expect(strings.markdown_hint).toMatch(token);
    });

    it("is translated: at least 80% of the strings differ from English", () => {
      const same = keys.filter((key) => strings[key] === en[key]);
      expect(same.length / keys.length, `same as English: ${same.join(", ")}`).toBeLessThanOrEqual(0.2);
    });
  });
});
