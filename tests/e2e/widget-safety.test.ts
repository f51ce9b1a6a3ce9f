// The widget against hostile content and for every reader: the XSS corpus as comments and names
// runs no script on the host page (whose CSP would report any inline handler too), and axe-core
// finds nothing serious inside the widget's shadow root, light or dark.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { xssCorpus } from "../support/xss-corpus";
import { checkAccessibility } from "./support/check-accessibility";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { widgetFixture } from "./support/widget-fixture";

/** Records every call of a dialog or script-ish sink on the page, before any script of the page runs. */
function trapScript(): void {
  const calls: string[] = [];
  (window as unknown as { __xss: string[] }).__xss = calls;
  for (const name of ["alert", "confirm", "prompt", "print"]) {
    (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) =>
      void calls.push(`${name}(${args.map(String).join(",")})`);
  }
}

/** Everything in the widget's shadow root that could run script: handler attributes, script URLs, active elements. */
async function activeParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector("#threadline-comments")!.shadowRoot!;
    const found: string[] = [];
    for (const element of root.querySelectorAll("*")) {
      for (const attribute of element.attributes) {
        const value = attribute.value.replace(/[\s\u0000-\u001f]/g, "").toLowerCase();
        if (attribute.name.startsWith("on")) found.push(`${element.tagName} ${attribute.name}`);
        if (
          ["href", "src", "action", "formaction", "xlink:href", "style", "srcdoc"].includes(attribute.name) &&
          /^(javascript|vbscript|data):|expression\(/.test(value)
        ) {
          found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
        }
      }
    }
    for (const element of root.querySelectorAll(
      "article script, article iframe, article object, article embed, article img, article svg, article style, article form, article base, article link, article meta, article input",
    )) {
      found.push(`element ${element.tagName} in a comment`);
    }
    if (document.querySelectorAll("body script").length !== 1)
      found.push("a script element was added to the host page");
    return found;
  });
}

describe.skipIf(!findChromium())("the widget, safety and accessibility", () => {
  const session = launchBrowser();
  const w = widgetFixture(session);

  it("shows the XSS corpus as content and as names without running any of it", async () => {
    const site = await w.newSite({ embed: { comments_per_page: 100 } });
    const url = site.page();
    const names = new Map<string, string>();
    const corpus = xssCorpus();
    for (let i = 0; i < corpus.length; i += 20) {
      const batch = corpus.slice(i, i + 20);
      const created = await Promise.all(
        batch.map(async (payload) => {
          // A name the names rule refuses (nothing visible left) is written by "Fallback" instead.
          const named = await w.api.post("/v1/comments", {
            site_id: site.id,
            thread_url: url,
            content: payload,
            author_name: payload.slice(0, 80),
          });
          return named.status === 201
            ? named
            : w.api.post("/v1/comments", {
                site_id: site.id,
                thread_url: url,
                content: payload,
                author_name: "Fallback",
              });
        }),
      );
      for (const res of created) {
        expect(res.status, res.text).toBe(201);
        names.set(res.json.id, res.json.author_name);
      }
    }
    expect([...names.values()].filter((name) => name.includes("<")).length).toBeGreaterThan(100);

    const context = await w.newContext();
    await context.addInitScript(trapScript);
    const page = await w.open(url, context);
    const more = page.getByRole("button", { name: "Load more comments" });
    for (let shown = 100; shown < corpus.length; shown += 100) {
      await more.click();
      await page
        .locator("#threadline-comments article")
        .nth(Math.min(shown + 99, corpus.length - 1))
        .waitFor();
    }
    await more.waitFor({ state: "hidden" });
    // Hover and focus everything once: a handler that survived would fire on these.
    await page.locator("#threadline-comments article .body a").first().hover();
    await page.keyboard.press("Tab");

    const shown = await page.evaluate(() =>
      [...document.querySelector("#threadline-comments")!.shadowRoot!.querySelectorAll("article")].map((article) => ({
        id: article.id.replace(/^tl-/, ""),
        name: article.querySelector(".nm")!.textContent,
        label: article.getAttribute("aria-label"),
      })),
    );
    expect(shown).toHaveLength(names.size);
    for (const { id, name, label } of shown) {
      expect(name, id).toBe(names.get(id));
      expect(label, id).toBe(names.get(id));
    }
    expect(await activeParts(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)).toEqual([]);
    expect(w.problems()).toEqual([]);
  });

  it("would see a planted handler: the scan, the trap and the CSP guard", async () => {
    // The checks above must be able to fail: the same scan finds a planted handler, the trap its alert.
    const site = await w.newSite();
    const context = await w.newContext();
    await context.addInitScript(trapScript);
    const page = await w.open(site.page(), context);
    await page.evaluate(() => {
      const planted = document.createElement("a");
      planted.setAttribute("onclick", "x");
      planted.href = "javascript:void 0";
      document.querySelector("#threadline-comments")!.shadowRoot!.append(planted);
      window.alert("planted");
    });
    expect(await activeParts(page)).toEqual(["A onclick", "A href=javascript:void 0"]);
    expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)).toEqual(["alert(planted)"]);
    // And the host page's CSP refuses the planted handler, which the guard reports.
    await page.locator("#threadline-comments a[onclick]").dispatchEvent("click");
    await expect.poll(() => w.problems().some((problem) => /inline event handler/.test(problem))).toBe(true);
    w.takeProblems();
  });

  it("has no serious or critical axe violations inside the widget, light and dark", async () => {
    const site = await w.newSite();
    const url = site.page();
    const root = await site.comment(url, "A **bold** opinion with a [link](https://example.com)", {
      author_name: "Grace",
    });
    await site.comment(url, "A reply", { author_name: "Ada", parent_id: root.id });
    const gone = await site.comment(url, "Going", { author_name: "Gone" });
    await site.comment(url, "Orphan", { author_name: "Orphan", parent_id: gone.id });
    await w.api.del(`/v1/comments/${gone.id}`);

    const page = await w.open(url);
    await page.getByRole("button", { name: "Sign in with e-mail" }).click();
    await page.getByRole("form", { name: "Sign in with e-mail" }).waitFor();
    await w.article(page, "Grace").getByRole("button", { name: "Flag" }).click();
    await checkAccessibility(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await checkAccessibility(page);

    const dark = await w.open(site.page({ theme: "dark" }));
    await checkAccessibility(dark);

    // The scan reaches into the shadow root: a nameless button planted there fails it.
    await dark.evaluate(() =>
      document
        .querySelector("#threadline-comments")!
        .shadowRoot!.querySelector("h2")!
        .after(document.createElement("button")),
    );
    await expect(checkAccessibility(dark)).rejects.toThrow(/button-name/);
  });
});
