import { describe, expect, it } from "vitest";

import { countLinks } from "@/lib/screening/count-links";
import { decideInitialStatus } from "@/lib/screening/decide-initial-status";
import { findBlockedTerm } from "@/lib/screening/find-blocked-term";
import { defaultModeration } from "@/lib/sites/site-settings";

describe("moderation rules", () => {
  it("counts http(s) and www links, Markdown ones too", () => {
    expect(countLinks("no links, just example.com and a@www.example.com")).toBe(0);
    expect(countLinks("see https://a.example/x and http://b.example and www.c.example")).toBe(3);
    expect(countLinks("[text](https://a.example) ＨＴＴＰＳ://fullwidth.example")).toBe(2);
  });

  it("matches blocked terms as whole words, folded", () => {
    expect(findBlockedTerm("the casino is open", ["casino"])).toBe("casino");
    expect(findBlockedTerm("occasional", ["casino", "occasion"])).toBeNull();
    expect(findBlockedTerm("BUY\n NOW please", ["buy now"])).toBe("buy now");
    expect(findBlockedTerm("ｃａｓｉｎｏ", ["Casino"])).toBe("Casino");
    expect(findBlockedTerm("a.*b", [".*"])).toBeNull();
    expect(findBlockedTerm("Spaß haben", ["spaß"])).toBe("spaß");
  });

  it("decides the first status in the documented order", () => {
    const base = { ...defaultModeration, blocked_terms: ["spam"], max_links: 1 };
    expect(decideInitialStatus("hello", "api", base).status).toBe("approved");
    expect(decideInitialStatus("spam here", "api", { ...base, blocked_terms_action: "spam" }).status).toBe("spam");
    expect(decideInitialStatus("https://a.example https://b.example", "api", base)).toEqual({
      status: "pending",
      reason: "too_many_links",
    });
    expect(decideInitialStatus("hello", "api", { ...base, mode: "all" }).status).toBe("pending");
    expect(decideInitialStatus("hello", "guest", { ...base, mode: "guests" }).status).toBe("pending");
    expect(decideInitialStatus("hello", "reader", { ...base, mode: "guests" }).status).toBe("approved");
    expect(decideInitialStatus("www.a.example", "api", { ...base, mode: "links" }).status).toBe("pending");
  });
});
