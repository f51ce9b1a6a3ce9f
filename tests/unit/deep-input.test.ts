import { describe, expect, it } from "vitest";

import { renderCommentHtml } from "@/lib/comments/render-comment-html";
import { jsonNestingDepth } from "@/lib/http/json-nesting-depth";
import { nulFields } from "@/lib/http/nul-fields";

/** `{"a":{"a":…1…}}`, `levels` objects deep, parsed (JSON.parse itself does not recurse). */
const nested = (levels: number): unknown => JSON.parse(`${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`);

describe("deeply nested input", () => {
  it("measures the nesting of a JSON text before parsing it, skipping strings", () => {
    expect(jsonNestingDepth('{"a":[1,{"b":"x"}]}')).toBe(3);
    expect(jsonNestingDepth('"text"')).toBe(0);
    expect(jsonNestingDepth('{"a":"[[[{{{\\"]]]"}')).toBe(1);
    expect(jsonNestingDepth(`${'{"a":'.repeat(32)}1${"}".repeat(32)}`)).toBe(32);
    expect(jsonNestingDepth("[".repeat(100_000) + "]".repeat(100_000))).toBe(100_000);
  });

  it("finds NUL characters at any depth without recursion", () => {
    expect(nulFields({ a: "ok", b: { "c\u0000": 1, d: ["x", "y\u0000"] } })).toEqual(["b", "b.d.1"]);
    expect(nulFields(nested(100_000))).toEqual([]);
  });

  it("renders Markdown that stacks thousands of quotes, lists and emphasis markers", () => {
    for (const content of [
      ">".repeat(10_000),
      "- ".repeat(5_000),
      "1. ".repeat(3_000),
      `${"*".repeat(5_000)}a${"*".repeat(5_000)}`,
      "> - ".repeat(2_500),
    ]) {
      expect(() => renderCommentHtml(content)).not.toThrow();
    }
    // Past 20 levels the markers stay text: the rendered quotes stop nesting there.
    expect(renderCommentHtml(">".repeat(100)).match(/<blockquote>/g)).toHaveLength(20);
  });
});
