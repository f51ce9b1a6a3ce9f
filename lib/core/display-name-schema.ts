import { z } from "zod";

import { normalizeDisplayName } from "./normalize-display-name";

// Something a reader can see: a letter, digit, punctuation mark or symbol (emoji included).
// Combining marks alone or nothing at all do not make a name.
const visibleCharacter = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** Message of a name that normalizes to nothing visible. */
export const noVisibleCharacterMessage =
  "must contain at least one visible character (invisible and formatting characters are removed)";

/**
 * A person's or a site's name as every schema takes it: normalized (normalizeDisplayName), then
 * at least one visible character and at most `max` characters (UTF-16 code units) after normalization.
 */
export function displayNameSchema(max: number) {
  return z
    .string()
    .transform(normalizeDisplayName)
    .pipe(
      z
        .string()
        .refine((name) => visibleCharacter.test(name), noVisibleCharacterMessage)
        .max(max),
    )
    .meta({
      description: `Normalized: Unicode NFC, invisible and bidi control characters removed, whitespace collapsed. At most ${max} characters after that, at least one visible.`,
    });
}
