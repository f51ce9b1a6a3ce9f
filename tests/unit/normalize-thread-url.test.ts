import { describe, expect, it } from "vitest";

import { AppError } from "@/lib/core/app-error";
import { normalizeThreadUrl } from "@/lib/threads/normalize-thread-url";

describe("normalizeThreadUrl", () => {
  it.each([
    ["HTTPS://Example.COM/Post", "https://example.com/Post"],
    ["http://example.com:80/a", "http://example.com/a"],
    ["https://example.com:443/a", "https://example.com/a"],
    ["https://example.com:8443/a", "https://example.com:8443/a"],
    ["https://example.com/a#comments", "https://example.com/a"],
    ["https://example.com/a?utm_source=x&id=1&UTM_medium=y&fbclid=z&gclid=w", "https://example.com/a?id=1"],
    ["https://example.com/a?utm_campaign=x", "https://example.com/a"],
    ["https://user:pw@example.com/a", "https://example.com/a"],
    ["https://example.com", "https://example.com/"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeThreadUrl(input)).toBe(expected);
  });

  it.each(["javascript:alert(1)", "ftp://example.com/", "/relative/path", "not a url", "data:text/html,hi"])(
    "refuses %s",
    (input) => {
      expect(() => normalizeThreadUrl(input)).toThrow(AppError);
    },
  );
});
