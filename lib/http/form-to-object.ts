/**
 * A form's fields as a plain object: repeated names (checkbox groups) become arrays, everything
 * else one string. Server actions turn it into the shape of the /v1 schema they validate with.
 */
export function formToObject(form: FormData): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const name of new Set(form.keys())) {
    if (name.startsWith("$ACTION")) continue;
    const values = form.getAll(name).filter((v): v is string => typeof v === "string");
    result[name] = values.length > 1 || name.endsWith("[]") ? values : (values[0] ?? "");
  }
  return result;
}
