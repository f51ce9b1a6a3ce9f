// What the widget costs and how it is served: the gzip budgets of the built files, the caching of
// /embed.js and of the hashed chunks, and count.js filling a blog index's counts on a strict-CSP page.
import { readdirSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { checkWidgetBudgets, widgetBudgets } from "../../scripts/widget/check-widget-budgets";
import { rawRequest } from "../support/raw-request";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { widgetFixture } from "./support/widget-fixture";

/** The max-age of a Cache-Control header, or NaN without one. */
const maxAge = (cacheControl: string | null) => Number(/max-age=(\d+)/.exec(cacheControl ?? "")?.[1]);

describe.skipIf(!findChromium())("the widget's files", () => {
  const session = launchBrowser();
  const w = widgetFixture(session);

  it("stays within its gzip budgets once built", () => {
    expect(widgetBudgets).toEqual({ embed: 15 * 1024, count: 1024, chunk: 10 * 1024, preview: 16 * 1024 });
    const report = checkWidgetBudgets("public");
    expect(report.over).toEqual([]);
    expect(report.sizes["embed.js"]).toBeLessThanOrEqual(15 * 1024);
    expect(report.sizes["count.js"]).toBeLessThanOrEqual(1024);
    // The dashboard's Appearance preview (never on a reader's page) is measured too.
    expect(report.sizes["widget-preview.js"]).toBeLessThanOrEqual(16 * 1024);
    const chunks = Object.keys(report.sizes).filter((name) => name.startsWith("widget/"));
    expect(chunks.some((name) => /^widget\/sign-in-\w+\.js$/.test(name))).toBe(true);
    for (const chunk of chunks) expect(report.sizes[chunk], chunk).toBeLessThanOrEqual(10 * 1024);
  });

  it("serves /embed.js for minutes with an ETag, and the hashed chunks for good to any origin", async () => {
    const embed = await fetch(`${w.server.baseUrl}/embed.js`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get("content-type")).toMatch(/javascript/);
    expect(maxAge(embed.headers.get("cache-control"))).toBeGreaterThan(0);
    expect(maxAge(embed.headers.get("cache-control"))).toBeLessThanOrEqual(300);
    const etag = embed.headers.get("etag");
    expect(etag).toBeTruthy();
    // Revalidation costs no body (node:http: fetch() adds cache headers of its own to a conditional request).
    const again = await rawRequest(w.server.baseUrl, { path: "/embed.js", headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");

    const count = await fetch(`${w.server.baseUrl}/count.js`);
    expect(count.status).toBe(200);
    expect(maxAge(count.headers.get("cache-control"))).toBeLessThanOrEqual(300);

    const chunkFile = readdirSync("public/widget").find((name) => name.startsWith("sign-in-"));
    const chunk = await fetch(`${w.server.baseUrl}/widget/${chunkFile}`, { headers: { Origin: w.host.origin } });
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get("cache-control")).toMatch(/immutable/);
    expect(maxAge(chunk.headers.get("cache-control"))).toBeGreaterThanOrEqual(31_536_000);
    expect(chunk.headers.get("access-control-allow-origin")).toMatch(/^(\*|http:\/\/localhost:\d+)$/);
  });

  it("count.js writes each thread's count into the page's marked elements", async () => {
    const site = await w.newSite();
    const two = `${w.host.origin}/counted-two`;
    const one = `${w.host.origin}/counted-one`;
    const none = `${w.host.origin}/counted-none`;
    await site.comment(two, "First");
    await site.comment(two, "Second");
    await site.comment(one, "Only");
    const url = w.host.serve(
      `/index-${site.id}`,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blog index</title></head><body><main><h1>Posts</h1><ul>
<li><a id="two" href="${two}" data-threadline-count="${two}">Comments</a></li>
<li><a id="one" href="${one}" data-threadline-count="${one}">Comments</a></li>
<li><a id="none" href="${none}" data-threadline-count="${none}">Comments</a></li>
<li><a id="by-href" href="${two}#comments" data-threadline-count>Comments</a></li>
</ul><script src="${w.server.baseUrl}/count.js" data-site-id="${site.id}" async></script></main></body></html>`,
    );
    const page = await w.visit(url);
    await page.waitForFunction(() => document.querySelector("#none")?.textContent !== "Comments");
    const texts = await page.evaluate(() =>
      ["two", "one", "none", "by-href"].map((id) => document.getElementById(id)!.textContent),
    );
    expect(texts).toEqual(["2 comments", "1 comment", "0 comments", "2 comments"]);
    expect(w.problems()).toEqual([]);
  });
});
