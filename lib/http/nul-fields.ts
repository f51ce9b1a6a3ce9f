/**
 * The fields (dotted paths) of parsed input whose keys or string values hold U+0000: PostgreSQL
 * text cannot store it, so such input is refused up front rather than failing in storage.
 */
export function nulFields(value: unknown, path = ""): string[] {
  if (typeof value === "string") return value.includes("\u0000") ? [path || "(body)"] : [];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(key.includes("\u0000") ? [path || "(body)"] : []),
    ...nulFields(item, path ? `${path}.${key}` : key),
  ]);
}
