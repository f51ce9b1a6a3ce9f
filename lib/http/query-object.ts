import { z } from "zod";

/**
 * A query string as the object its schema validates: one value per name (the last, as
 * URLSearchParams gives it), except that a field the schema takes as an array gets every value of
 * its repeated parameter (`thread_url=a&thread_url=b`), and a lone value as an array of one.
 */
export function queryObject(params: URLSearchParams, schema: z.ZodType): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = Object.fromEntries(params);
  const shape: Record<string, unknown> = schema instanceof z.ZodObject ? schema.shape : {};
  for (const [name, field] of Object.entries(shape)) {
    if (field instanceof z.ZodArray && params.has(name)) object[name] = params.getAll(name);
  }
  return object;
}
