import { describe, expect, it } from "vitest";
import { renderCommentHtml } from "@/lib/comments/render-comment-html";
import { isNestedTooDeep } from "@/lib/http/is-nested-too-deep";
import { nulFields } from "@/lib/http/nul-fields";

/** `{"a":{"a":…1…}}`, `levels` objects deep, parsed (JSON.parse itself does not recurse). */
const nested = (levels: number): unknown => JSON.parse(`${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`);

describe("deeply nested input", () => {
  it("measures nesting without recursion, stopping at the first level too deep", () => {
    expect(isNestedTooDeep({ a: [1, { b: "x" }] }, 3)).toBe(false);
    expect(isNestedTooDeep({ a: [1, { b: "x" }] }, 2)).toBe(true);
    expect(isNestedTooDeep("text", 0)).toBe(false);
    expect(isNestedTooDeep(nested(32), 32)).toBe(false);
    expect(isNestedTooDeep(nested(33), 32)).toBe(true);
    expect(isNestedTooDeep(nested(100_000), 32)).toBe(true);
  });

  it("finds NUL characters at any depth without recursion", () => {
    expect(nulFields({ a: "ok", b: { "c\u0000": 1, d: ["x", "y\u0000"] } })).toEqual(["b", "b.d.1"]);
    expect(nulFields(nested(100_000))).toEqual([]);
  });

  it("renders Markdown that stacks thousands of quotes, lists and emphasis markers", () => {
    for (const content of [">".repeat(10_000), "- ".repeat(5_000), "1. ".repeat(3_000), `${"*".repeat(5_000)}a${"*".repeat(5_000)}`, "> - ".repeat(2_500)]) {
      expect(() => renderCommentHtml(content)).not.toThrow();
    }
    // Past 20 levels the markers stay text: the rendered quotes stop nesting there.
    expect(renderCommentHtml(">".repeat(100)).match(/<blockquote>/g)).toHaveLength(20);
  });
});
