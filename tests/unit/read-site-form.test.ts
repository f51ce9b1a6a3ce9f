import { describe, expect, it } from "vitest";

import { findFieldError } from "@/app/(dashboard)/sites/_lib/find-field-error";
import { readSiteForm } from "@/app/(dashboard)/sites/_lib/read-site-form";
import { splitList } from "@/app/(dashboard)/sites/_lib/split-list";
import { siteIdParams, updateSiteBody } from "@/lib/sites/site-schemas";

const siteChange = updateSiteBody.extend({ site_id: siteIdParams.shape.site_id });
const siteId = "site_01jd8x5s2ve4rjy3ggk9h6tq1m";

describe("the dashboard's site forms", () => {
  it("split lists on lines and commas, or lines only for phrases", () => {
    expect(splitList(" a.com, b.com\n\n c.com ,")).toEqual(["a.com", "b.com", "c.com"]);
    expect(splitList("free money, now\ncasino", { commas: false })).toEqual(["free money, now", "casino"]);
  });

  it("turn each form's fields into the PATCH body the API takes", () => {
    const input = readSiteForm({
      site_id: siteId,
      "theme.accent_color": "#BE123C",
      "theme.corner_radius": "12",
      "embed.sign_in_modes": ["", "guest"],
      "embed.reactions": "",
      "embed.upvotes": "false",
      "embed.guest_name_required": ["false", "true"],
      "moderation.blocked_terms": "casino\nfree money",
      "embed.allowed_origins": "https://app.example.net, http://localhost:8080",
      unknown: "ignored",
    });
    expect(siteChange.parse(input)).toEqual({
      site_id: siteId,
      theme: { accent_color: "#be123c", corner_radius: 12 },
      embed: {
        sign_in_modes: ["guest"],
        reactions: [],
        upvotes: false,
        guest_name_required: true,
        allowed_origins: ["https://app.example.net", "http://localhost:8080"],
      },
      moderation: { blocked_terms: ["casino", "free money"] },
    });
  });

  it("leave an empty number as text for the schema to refuse, never 0", () => {
    const result = siteChange.safeParse(readSiteForm({ site_id: siteId, "moderation.max_links": "" }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["moderation", "max_links"]);
  });

  it("name the refused entry of a list beside its field", () => {
    const result = siteChange.safeParse(
      readSiteForm({ site_id: siteId, domains: "ok.example.com\nhttp://bad.example.com" }),
    );
    const errors = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(findFieldError(errors, "domains", splitList("ok.example.com\nhttp://bad.example.com"))).toMatch(
      /^“http:\/\/bad\.example\.com”: must be a host name/,
    );
    expect(findFieldError({ "embed.sign_in_modes": "sso needs an SSO secret first" }, "embed.sign_in_modes")).toBe(
      "sso needs an SSO secret first",
    );
    expect(findFieldError(errors, "name")).toBeUndefined();
  });
});
