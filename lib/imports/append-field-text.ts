/**
 * The most characters kept of one XML field: past any real comment (imports refuse over 100,000),
 * so a file with one enormous text node (the upload limit is a gigabyte) cannot fill the memory.
 */
export const maxFieldCharacters = 1_000_000;

/** A field's text so far with the next piece added, stopping (one character over) at the limit so the record is refused as too long. */
export function appendFieldText(text: string, value: string): string {
  if (text.length > maxFieldCharacters) return text;
  return text + value.slice(0, maxFieldCharacters + 1 - text.length);
}
