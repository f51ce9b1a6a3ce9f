import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { helpLinks, siteTabHelpLinks } from "@/app/(dashboard)/_lib/help-links";
import { readGuide } from "@/lib/guides/read-guide";

const links = [...Object.values(helpLinks), ...Object.values(siteTabHelpLinks)];

describe("the dashboard's Help links", () => {
  it.each(links)("%s names a served guide and one of its headings", (href) => {
    const match = /^\/docs\/([a-z0-9-]+)(?:#(.+))?$/.exec(href);
    expect(match).not.toBeNull();
    const guide = readGuide(match![1]!);
    expect(guide).not.toBeNull();
    if (match![2]) expect(guide!.headings.map((heading) => heading.id)).toContain(match![2]);
  });

  it("has one for every tab of a site's pages", () => {
    const tabs = readFileSync("app/(dashboard)/sites/_components/site-tabs.tsx", "utf8");
    const segments = [...tabs.matchAll(/segment: "\/?([a-z-]*)"/g)].map((found) => found[1]);
    expect(segments.length).toBeGreaterThan(5);
    for (const segment of segments) expect(Object.keys(siteTabHelpLinks)).toContain(segment);
  });
});
