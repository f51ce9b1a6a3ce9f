import { describe, expect, it } from "vitest";

import { fieldOfPath } from "@/app/(dashboard)/_lib/field-of-path";
import { createSiteForm, siteSettingsForm } from "@/app/(dashboard)/sites/_lib/site-form-schemas";
import { splitList } from "@/app/(dashboard)/sites/_lib/split-list";

const siteId = "site_01jd8x5s2ve4rjy3ggk9h6tq1m";
const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("the dashboard's site form schemas", () => {
  it("split lists on lines and commas, or lines only for phrases", () => {
    expect(splitList(" a.com, b.com\n\n c.com ,")).toEqual(["a.com", "b.com", "c.com"]);
    expect(splitList("free money, now\ncasino", { commas: false })).toEqual(["free money, now", "casino"]);
  });

  it("turn a form's values, lists as typed, into the PATCH body the API takes", () => {
    const parsed = siteSettingsForm.parse({
      site_id: siteId,
      theme: { accent_color: "#BE123C", corner_radius: 12 },
      embed: {
        sign_in_modes: ["guest"],
        reactions: [],
        upvotes: false,
        allowed_origins: "https://app.example.net, http://localhost:8080",
      },
      moderation: { blocked_terms: "casino\nfree money, now\n\n" },
    });
    expect(parsed).toEqual({
      site_id: siteId,
      theme: { accent_color: "#be123c", corner_radius: 12 },
      embed: {
        sign_in_modes: ["guest"],
        reactions: [],
        upvotes: false,
        allowed_origins: ["https://app.example.net", "http://localhost:8080"],
      },
      moderation: { blocked_terms: ["casino", "free money, now"] },
    });
  });

  it("send only the settings a form holds", () => {
    expect(
      siteSettingsForm.parse({ site_id: siteId, name: "Blog", domains: "Blog.Example.com, blog.example.com" }),
    ).toEqual({ site_id: siteId, name: "Blog", domains: ["blog.example.com"] });
  });

  it("refuse an empty number (NaN from the input) instead of reading 0", () => {
    const result = siteSettingsForm.safeParse({ site_id: siteId, moderation: { max_links: Number.NaN } });
    expect(result.success).toBe(false);
    expect(Object.keys(errorsOf(result))).toEqual(["moderation.max_links"]);
  });

  it("name the refused entry of a list, as typed, on the field itself", () => {
    const result = createSiteForm.safeParse({ name: "Blog", domains: "ok.example.com, bad example.com\n" });
    expect(errorsOf(result)).toEqual({
      domains: expect.stringMatching(/^“bad example\.com”: must be a host name/),
    });
    const terms = siteSettingsForm.safeParse({
      site_id: siteId,
      moderation: { blocked_terms: `casino\n${"x".repeat(101)}` },
    });
    expect(errorsOf(terms)["moderation.blocked_terms"]).toMatch(/^“x{101}”: /);
    // A rule about the whole list names no entry.
    expect(errorsOf(createSiteForm.safeParse({ name: "Blog", domains: " \n" }))).toEqual({
      domains: "a site needs at least one domain",
    });
  });

  it("find the form field a server error's path belongs to", () => {
    const values = { name: "x", domains: "a\nb", embed: { sign_in_modes: ["guest"] }, site_ids: [] };
    expect(fieldOfPath(values, "domains.2")).toBe("domains");
    expect(fieldOfPath(values, "embed.sign_in_modes")).toBe("embed.sign_in_modes");
    expect(fieldOfPath(values, "embed.sign_in_modes.0")).toBe("embed.sign_in_modes");
    expect(fieldOfPath(values, "site_ids.1")).toBe("site_ids");
    expect(fieldOfPath(values, "embed")).toBeNull();
    expect(fieldOfPath(values, "theme.locale")).toBeNull();
    expect(fieldOfPath(values, "form")).toBeNull();
  });
});
