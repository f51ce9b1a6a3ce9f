import { describe, expect, it } from "vitest";

import { batchCountUrls } from "@/lib/widget/batch-count-urls";
import { formatCountLabel } from "@/lib/widget/format-count-label";
import { resolveCountUrl } from "@/lib/widget/resolve-count-url";

const none = { zero: null, one: null, many: null };

describe("formatCountLabel", () => {
  it("speaks English by default", () => {
    expect(formatCountLabel(0, none)).toBe("0 comments");
    expect(formatCountLabel(1, none)).toBe("1 comment");
    expect(formatCountLabel(2, none)).toBe("2 comments");
    expect(formatCountLabel(1234, none)).toBe("1,234 comments");
  });

  it("uses the element's templates, every {n} of them, falling back to its many template", () => {
    const templates = { zero: "Be the first", one: "{n} reply", many: "{n} replies ({n})" };
    expect(formatCountLabel(0, templates)).toBe("Be the first");
    expect(formatCountLabel(1, templates)).toBe("1 reply");
    expect(formatCountLabel(7, templates)).toBe("7 replies (7)");
    const manyOnly = { ...none, many: "{n} Kommentare" };
    expect(formatCountLabel(0, manyOnly, "de")).toBe("0 Kommentare");
    expect(formatCountLabel(1, manyOnly, "de")).toBe("1 Kommentare");
    expect(formatCountLabel(1000, manyOnly, "de")).toBe("1.000 Kommentare");
  });

  it("picks the one template by the language's plural rule and survives a malformed language", () => {
    const ru = { zero: null, one: "{n} комментарий", many: "{n} комментариев" };
    expect(formatCountLabel(21, ru, "ru")).toBe("21 комментарий");
    expect(formatCountLabel(25, ru, "ru")).toBe("25 комментариев");
    expect(formatCountLabel(1, none, "not a language!")).toBe("1 comment");
    expect(formatCountLabel(3, none, "not a language!")).toBe("3 comments");
  });

  it("treats a template as text, not markup", () => {
    expect(formatCountLabel(2, { ...none, many: "<b>{n}</b>" })).toBe("<b>2</b>");
  });
});

describe("resolveCountUrl", () => {
  const base = "https://blog.example.com/posts/";
  it.each([
    ["https://blog.example.com/post", "https://blog.example.com/post"],
    ["hello#comments", "https://blog.example.com/posts/hello"],
    ["/about?id=1#c", "https://blog.example.com/about?id=1"],
    ["HTTP://Other.example.org", "http://other.example.org/"],
  ])("%s → %s", (value, expected) => {
    expect(resolveCountUrl(value, base)).toBe(expected);
  });

  it("refuses what the API would refuse, so no batch fails for one link", () => {
    expect(resolveCountUrl("javascript:alert(1)", base)).toBeNull();
    expect(resolveCountUrl("mailto:a@example.com", base)).toBeNull();
    expect(resolveCountUrl("http://[bad", base)).toBeNull();
    expect(resolveCountUrl(`https://example.com/${"a".repeat(2100)}`, base)).toBeNull();
  });
});

describe("batchCountUrls", () => {
  const urls = (n: number, length = 30) =>
    Array.from({ length: n }, (_, i) => `https://example.com/${String(i).padStart(length, "0")}`);

  it("sends at most 50 URLs a request, in order, each once", () => {
    const all = urls(120);
    const batches = batchCountUrls(all);
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
    expect(batches.flat()).toEqual(all);
    expect(batchCountUrls([])).toEqual([]);
  });

  it("keeps every request's query within its budget, however long the URLs", () => {
    const all = urls(40, 1000);
    const batches = batchCountUrls(all);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat()).toEqual(all);
    for (const batch of batches) {
      expect(new URLSearchParams(batch.map((url) => ["thread_url", url])).toString().length).toBeLessThanOrEqual(6000);
    }
  });
});
