import { describe, expect, it } from "vitest";

import { displayNameSchema, noVisibleCharacterMessage } from "@/lib/core/display-name-schema";
import { normalizeDisplayName } from "@/lib/core/normalize-display-name";

const hex = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

describe("normalizeDisplayName", () => {
  it.each([
    // Bidi controls: the finding's "\u202Enimda" showed as "admin".
    ["RLO override", "\u202Enimda", "nimda"],
    [
      "every bidi control",
      `Ad${["\u061C", "\u200E", "\u200F", ...hex(0x202a, 0x202e), ...hex(0x2066, 0x2069)].join("")}min`,
      "Admin",
    ],
    // Zero-width and other invisible format characters: "Ad\u200Bmin" passed for "Admin".
    ["zero-width space", "Ad\u200Bmin", "Admin"],
    ["ZWNJ, word joiner and invisible operators", `Ad\u200C${hex(0x2060, 0x2064).join("")}min`, "Admin"],
    ["BOM, soft hyphen, Mongolian vowel separator", "\uFEFFAd\u00ADmi\u180En", "Admin"],
    ["a ZWJ between letters", "Ad\u200Dmin", "Admin"],
    ["Hangul fillers", "\u115FAd\u1160m\u3164i\uFFA0n", "Admin"],
    ["tag characters", `Admin\u{E0001}${hex(0xe0020, 0xe007f).join("")}`, "Admin"],
    ["other Cf: Arabic number sign, interlinear annotation", "\u0600Ad\uFFF9min\uFFFB", "Admin"],
    ["combining grapheme joiner", "Ad\u034Fmin", "Admin"],
    ["variation selectors standing alone", "\uFE0FA\uFE0Fd\uFE00m\u{E0100}in \uFE0F", "Admin"],
    ["control characters", "A\u0007d\u001Bm\u007Fi\u0000n\u009F", "Admin"],
    ["a lone surrogate and noncharacters", "Ad\uD800m\uFFFEin\u{10FFFF}", "Admin"],
    // Whitespace of every kind becomes one space.
    ["tabs and newlines", "\tAda\r\n\n Lovelace\v\f", "Ada Lovelace"],
    ["NBSP and the U+2000 spaces", `Ada\u00A0${hex(0x2000, 0x200a).join("")}Lovelace`, "Ada Lovelace"],
    [
      "ideographic, narrow and math spaces, NEL, line and paragraph separators",
      "Ada\u3000\u202F\u205F\u0085\u1680\u2028\u2029Lovelace",
      "Ada Lovelace",
    ],
    ["braille blank as a space", "\u2800Ada\u2800\u2800Lovelace\u2800", "Ada Lovelace"],
    ["spaces left where invisibles were", "Ada \u200B \u200E Lovelace", "Ada Lovelace"],
    // NFC, including letters whose accents were only split by an invisible character.
    ["NFD to NFC", "Zoe\u0308 Ame\u0301lie", "Zoë Amélie"],
    ["an accent separated by a zero-width space", "Jose\u200B\u0301", "José"],
    ["Hangul jamo composed", "\u1112\u1161\u11AB", "한"],
  ])("strips or maps %s", (_, raw, expected) => {
    expect(normalizeDisplayName(raw)).toBe(expected);
  });

  it.each([
    ["an emoji ZWJ sequence", "👩‍💻 Ada"],
    ["a family", "👨‍👩‍👧‍👦 The Smiths"],
    ["skin tones and a ZWJ profession", "👩🏽‍🚀 Mae"],
    ["emoji with VS16", "❤️ Linus ☺️"],
    ["a keycap", "Team 1️⃣"],
    ["a country flag", "🇫🇷 Amélie"],
    ["a tag-sequence flag", "🏴󠁧󠁢󠁷󠁬󠁳󠁿 Cymru"],
    ["a rainbow flag (ZWJ with VS16)", "🏳️‍🌈 Sam"],
    ["Arabic", "محمد عبد الله"],
    ["Hebrew", "דוד כהן"],
    ["CJK", "山田太郎"],
    ["an ideographic variation sequence", "辻\u{E0100}希美"],
    ["Korean", "김민준"],
    ["Devanagari", "क्षत्रिय प्रिया"],
    ["Thai", "สมชาย"],
    ["Cyrillic and Greek", "Анна Σοφία"],
    ["punctuation and symbols", "O'Brien-Smith (Jr.) ★"],
  ])("keeps %s intact", (_, name) => {
    expect(normalizeDisplayName(name)).toBe(name);
  });

  it("is idempotent", () => {
    for (const raw of ["\u202Enimda", " 👩‍💻\u200B Ada ", "Zoe\u0308\u00A0\u00A0x"]) {
      expect(normalizeDisplayName(normalizeDisplayName(raw))).toBe(normalizeDisplayName(raw));
    }
  });
});

describe("displayNameSchema", () => {
  it.each([
    ["empty", ""],
    ["spaces", "   \t\n"],
    ["bidi controls only", "\u202E\u202D\u2066"],
    ["zero-width characters only", "\u200B\u200C\u200D\uFEFF"],
    ["Hangul fillers only", "\u3164\u3164"],
    ["braille blanks only", "\u2800\u2800\u2800"],
    ["tag characters only", "\u{E0041}\u{E0064}"],
    ["a combining mark alone", "\u0301\u0308"],
  ])("refuses a name with nothing visible: %s", (_, raw) => {
    const result = displayNameSchema(80).safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(noVisibleCharacterMessage);
  });

  it("measures the length after normalization", () => {
    expect(displayNameSchema(6).parse(`\u200B${"\u00A0".repeat(50)}Ada\u200B\u200B Lo `)).toBe("Ada Lo");
    expect(displayNameSchema(5).safeParse("Ada Lo").success).toBe(false);
    expect(displayNameSchema(3).parse("A\u200Bd\u200Ba\u200B\u200B")).toBe("Ada");
  });
});
