import { displayNameSchema } from "./display-name-schema";
import { normalizeDisplayName } from "./normalize-display-name";

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
const schemas = new Map<number, ReturnType<typeof displayNameSchema>>();

/**
 * A name taken from data we cannot send back (an imported file), made to fit rather than refused:
 * normalized by the one rule (normalizeDisplayName), then cut to at most `max` characters (UTF-16
 * code units, as the schemas count) at a character boundary, so that no emoji sequence or accent is
 * split. Null when nothing visible is left: the caller decides what stands in for it.
 */
export function fitDisplayName(raw: string, max: number): string | null {
  const name = normalizeDisplayName(raw);
  let fitted = name;
  // Segmenting costs more than the rest together: only a name that must be cut is segmented.
  if (name.length > max) {
    fitted = "";
    for (const { segment } of graphemes.segment(name)) {
      if (fitted.length + segment.length > max) break;
      fitted += segment;
    }
  }
  // The schema is the one judge of what counts as visible; a cut name is checked again whole.
  let schema = schemas.get(max);
  if (!schema) schemas.set(max, (schema = displayNameSchema(max)));
  const parsed = schema.safeParse(fitted.trimEnd());
  return parsed.success ? parsed.data : null;
}
