import { describe, expect, it } from "vitest";

import { describeSpamReason } from "@/lib/moderation/describe-spam-reason";

describe("describeSpamReason", () => {
  it.each([
    ["word:subscribe", "the word “subscribe”"],
    ["pair:check_out", "the words “check out”"],
    ["links:1", "1 link"],
    ["links:2", "2 links"],
    ["links:3+", "3+ links"],
    ["domain:example.com", "a link to example.com"],
    ["name:digits", "digits in the name"],
    ["name:bot", "“bot” in the name"],
    ["author:approved_before", "approved here before"],
    ["author:spam_before", "marked as spam here before"],
    ["author:rejected_before", "rejected here before"],
    ["author:new", "first comment here"],
    ["duplicate:recent", "the same text posted recently"],
    ["duplicate:other_threads", "the same text on other pages within minutes"],
    ["form:honeypot_filled", "filled the form's hidden field"],
    ["form:sent_too_fast", "sent faster than a person types"],
    ["speed:fast", "sent faster than a person types"],
    ["length:short", "a short comment"],
    ["char:xyz", "the letters “xyz”"],
  ])("puts %s in words", (signal, words) => {
    expect(describeSpamReason(signal)).toBe(words);
  });

  it("shows a signal it does not know as it is", () => {
    expect(describeSpamReason("future:thing")).toBe("future:thing");
    expect(describeSpamReason("author:someday")).toBe("author:someday");
    expect(describeSpamReason("word:")).toBe("word:");
    expect(describeSpamReason("nocolon")).toBe("nocolon");
    expect(describeSpamReason("")).toBe("");
  });

  it("keeps markup in a signal as text for React to escape", () => {
    expect(describeSpamReason("word:<script>")).toBe("the word “<script>”");
  });
});
