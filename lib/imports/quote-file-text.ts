// Controls, format characters (bidi overrides, zero-width spaces) and other invisible code points.
const hidden = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * Text of an imported file quoted in what an import reports (a refused record's id, a parser's
 * message): at most `max` characters, and any control, bidi or invisible character shown as its
 * code (`\u{202e}`) rather than obeyed, so that a report cannot be made to read as something else.
 */
export function quoteFileText(text: string, max: number): string {
  return text.slice(0, max).replace(hidden, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
}
