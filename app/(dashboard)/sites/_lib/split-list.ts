/**
 * The entries of a list typed in a textarea: one per line, or also comma separated when `commas`
 * (domains and origins never hold a comma; a blocked phrase may). Blank entries are dropped, so the
 * n-th entry here is the n-th one the schema checks and names in its errors.
 */
export function splitList(text: string, { commas = true }: { commas?: boolean } = {}): string[] {
  return text
    .split(commas ? /[\n,]/ : /\n/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}
