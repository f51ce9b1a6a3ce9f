// Recommended-for-general-interchange emoji (keycaps, flags, skin tones, ZWJ and tag sequences):
// kept whole, so their joiners, variation selectors and tag characters survive. A RegExp object
// because the `v` flag that \p{RGI_Emoji} needs is newer than the TypeScript target.
const emojiSequence = new RegExp("(\\p{RGI_Emoji})", "v");

// Every kind of space and line break, plus U+2800 BRAILLE PATTERN BLANK, a symbol that shows as
// nothing and is the usual way to fake an empty name.
const whitespace = /[\p{White_Space}\u2800]/gu;

// Invisible characters: controls (Cc, after whitespace became spaces), format characters (Cf:
// bidi controls, zero-width space/joiners, word joiner, BOM, soft hyphen, tags …), default-
// ignorable code points (Hangul fillers, combining grapheme joiner …), lone surrogates and
// noncharacters. Variation selectors are left to the rule below.
const invisible =
  /(?!\p{Variation_Selector})[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}]/gu;

// A variation selector outside an emoji is kept only after a Han ideograph (ideographic variation
// sequences pick the glyph of a Japanese name); anywhere else it changes nothing visible.
const strayVariationSelector = /(?<!\p{Ideographic})\p{Variation_Selector}/gu;

/**
 * A display name as stored and shown: invisible characters removed, every kind of whitespace made
 * one space, trimmed, Unicode NFC. Emoji sequences (👩‍💻) keep their joiners and selectors.
 */
export function normalizeDisplayName(raw: string): string {
  const parts = raw.split(emojiSequence);
  const cleaned = parts.map((part, index) =>
    // split() with a capture group puts the emoji sequences at the odd indexes.
    index % 2 === 1 ? part : part.replace(strayVariationSelector, "").replace(whitespace, " ").replace(invisible, ""),
  );
  return cleaned.join("").replace(/ {2,}/g, " ").trim().normalize("NFC");
}
