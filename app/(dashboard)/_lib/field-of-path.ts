/**
 * The form field that an error's path (`domains.2`, `embed.sign_in_modes`, `site_ids.1`) belongs
 * to: the path walked through the form's values until it reaches a value that is not a nested
 * group (a text, a number, a list of choices). Null when the form holds no such field.
 */
export function fieldOfPath(values: Record<string, unknown>, path: string): string | null {
  const parts = path.split(".");
  let value: unknown = values;
  for (const [index, part] of parts.entries()) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      return index === 0 ? null : parts.slice(0, index).join(".");
    }
    if (!Object.hasOwn(value, part)) return null;
    value = (value as Record<string, unknown>)[part];
  }
  return value !== null && typeof value === "object" && !Array.isArray(value) ? null : path;
}
