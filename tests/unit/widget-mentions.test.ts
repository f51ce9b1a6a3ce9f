import { describe, expect, it } from "vitest";

import { findMention, matchNames, participantNames } from "@/lib/widget/find-mention";
import type { WidgetComment } from "@/lib/widget/widget-types";

const at = (text: string) => findMention(text, text.length);

describe("findMention: the @name being typed before the caret", () => {
  it("finds an @ at the start, after a space or punctuation, with or without letters after it", () => {
    expect(at("@")).toEqual({ start: 0, query: "" });
    expect(at("Thanks @Gr")).toEqual({ start: 7, query: "Gr" });
    expect(at("(@Ada Lo")).toEqual({ start: 1, query: "Ada Lo" });
    expect(at("Hi\n@Zoë")).toEqual({ start: 3, query: "Zoë" });
  });

  it("finds none inside an address, after a space right behind the @, across lines or far back", () => {
    expect(at("mail ada@example")).toBeNull();
    expect(at("@ then")).toBeNull();
    expect(at("@Ada\nnext line")).toBeNull();
    expect(at(`@${"a".repeat(100)}`)).toBeNull();
    expect(at("no at sign")).toBeNull();
  });

  it("reads up to the caret, not to the end of the text", () => {
    expect(findMention("@Gra and more", 4)).toEqual({ start: 0, query: "Gra" });
  });
});

describe("matchNames", () => {
  const names = ["Ada Lovelace", "Grace Hopper", "Grete", "Linus", "Émile"];

  it("offers names starting with the query first, then names with a later word starting with it", () => {
    expect(matchNames(names, "gr")).toEqual(["Grace Hopper", "Grete"]);
    expect(matchNames(names, "Ho")).toEqual(["Grace Hopper"]);
    expect(matchNames(["Holly", ...names], "ho")).toEqual(["Holly", "Grace Hopper"]);
  });

  it("ignores case and accents, offers everyone for an empty query, and stops at the limit", () => {
    expect(matchNames(names, "emi")).toEqual(["Émile"]);
    expect(matchNames(names, "")).toEqual(names);
    expect(matchNames(names, "", 2)).toEqual(["Ada Lovelace", "Grace Hopper"]);
    expect(matchNames(names, "Ada L")).toEqual(["Ada Lovelace"]);
    expect(matchNames(names, "Ada ")).toEqual(["Ada Lovelace"]);
    expect(matchNames(names, "zz")).toEqual([]);
  });
});

describe("participantNames", () => {
  const comment = (author_name: string, extra: Partial<WidgetComment> = {}) =>
    ({ author_name, author_id: null, deleted: false, ...extra }) as WidgetComment;

  it("lists distinct names alphabetically without the reader's own and without deleted comments", () => {
    const comments = [
      comment("Grace"),
      comment("Ada"),
      comment("Grace"),
      comment("Rita", { author_id: "usr_me" }),
      comment("Gone", { deleted: true }),
      comment(""),
    ];
    expect(participantNames(comments, { id: "usr_me", name: "Rita" })).toEqual(["Ada", "Grace"]);
    expect(participantNames(comments, { name: "Ada" })).toEqual(["Grace", "Rita"]);
  });
});
