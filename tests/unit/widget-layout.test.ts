import { describe, expect, it } from "vitest";

import { arrangeReplies, type DisplayNode } from "@/lib/widget/arrange-replies";
import { describeProblem } from "@/lib/widget/describe-problem";
import { formatRelativeTime } from "@/lib/widget/format-relative-time";
import { pickLanguage } from "@/lib/widget/pick-language";
import en from "@/lib/widget/strings/en";
import { themeVariables } from "@/lib/widget/theme-variables";
import type { WidgetComment } from "@/lib/widget/widget-types";

let next = 0;
function comment(name: string, parent: WidgetComment | null, replies: WidgetComment[] = []): WidgetComment {
  const made: WidgetComment = {
    id: `cmt_${++next}`,
    parent_id: parent?.id ?? null,
    content: name,
    content_html: `<p>${name}</p>`,
    author_name: name,
    author_kind: "guest",
    author_id: null,
    status: "approved",
    deleted: false,
    upvotes: 0,
    reaction_counts: {},
    created_at: new Date(0).toISOString(),
    edited_at: null,
    replies,
  };
  return made;
}

/** A chain root → a → b → c → d, each replying to the one before. */
function chain(): WidgetComment {
  const root = comment("root", null);
  let parent = root;
  for (const name of ["a", "b", "c", "d"]) {
    const reply = comment(name, parent);
    parent.replies.push(reply);
    parent = reply;
  }
  return root;
}

const shape = (node: DisplayNode): unknown => [
  node.comment.author_name,
  node.depth,
  node.replyingTo ?? null,
  node.children.map(shape),
];

describe("arrangeReplies: indentation up to the site's max_reply_depth", () => {
  it("nests every level when the chain is within the depth", () => {
    expect(shape(arrangeReplies(chain(), 4))).toEqual([
      "root",
      0,
      null,
      [["a", 1, null, [["b", 2, null, [["c", 3, null, [["d", 4, null, []]]]]]]]],
    ]);
  });

  it("shows deeper replies flat at the deepest level, in thread order, saying whom they answer", () => {
    expect(shape(arrangeReplies(chain(), 2))).toEqual([
      "root",
      0,
      null,
      [
        [
          "a",
          1,
          null,
          [
            ["b", 2, null, []],
            ["c", 2, "b", []],
            ["d", 2, "c", []],
          ],
        ],
      ],
    ]);
  });

  it("keeps every reply under its top-level comment, flat, when the depth is 0", () => {
    expect(shape(arrangeReplies(chain(), 0))).toEqual([
      "root",
      0,
      null,
      [
        ["a", 0, "root", []],
        ["b", 0, "a", []],
        ["c", 0, "b", []],
        ["d", 0, "c", []],
      ],
    ]);
  });
});

describe("the widget's pure parts", () => {
  it("picks data-lang, then the browser's languages, then English", () => {
    expect(pickLanguage(["de-AT", "fr"])).toBe("de");
    expect(pickLanguage([null, "pt-BR"])).toBe("pt");
    expect(pickLanguage(["xx", "JA"])).toBe("ja");
    expect(pickLanguage(["zh", undefined])).toBe("en");
  });

  it("says relative times in the reader's language, 'now' under a minute", () => {
    expect(formatRelativeTime(-30, "en")).toBe("now");
    expect(formatRelativeTime(-5 * 60, "en")).toBe("5 minutes ago");
    expect(formatRelativeTime(-26 * 3600, "en")).toBe("yesterday");
    expect(formatRelativeTime(-3 * 3600, "de")).toBe("vor 3 Stunden");
  });

  it("maps the theme to custom properties, re-checking each value and choosing readable text on the accent", () => {
    const theme = {
      color_scheme: "auto",
      accent_color: "#fde047",
      font: "serif",
      corner_radius: 99,
      density: "compact",
      locale: "en",
    } as const;
    const variables = themeVariables(theme);
    expect(variables).toMatchObject({
      "--tl-accent": "#fde047",
      "--tl-on-accent": "#111",
      "--tl-radius": "24px",
      "--tl-gap": "8px",
    });
    expect(variables["--tl-font"]).toMatch(/serif$/);
    expect(themeVariables({ ...theme, accent_color: "red;}body{x:y" })["--tl-accent"]).toBe("#2563eb");
    expect(themeVariables({ ...theme, accent_color: "#1e3a8a" })["--tl-on-accent"]).toBe("#fff");
  });

  it("words refusals for people: the wait of a rate limit, a ban, a lock, a bad name", () => {
    expect(describeProblem({ status: 429, code: "rate_limited", retryAfter: 42 * 60 }, en, "en")).toBe(
      "You are doing that too often. Try again in 42 minutes.",
    );
    expect(describeProblem({ status: 429, code: "rate_limited", retryAfter: 20 }, en, "en")).toBe(
      "You are doing that too often. Try again in 20 seconds.",
    );
    expect(describeProblem({ status: 403, code: "banned" }, en, "en")).toBe(en.err_banned);
    expect(describeProblem({ status: 409, code: "thread_locked" }, en, "en")).toBe(en.err_locked);
    expect(describeProblem({ status: 422, code: "validation_failed", field: "author_name" }, en, "en")).toBe(
      en.err_name,
    );
    expect(describeProblem({ status: 0, code: "network" }, en, "en")).toBe(en.err_network);
    expect(describeProblem({ status: 500, code: "internal_error" }, en, "en")).toBe(en.err_generic);
  });
});
