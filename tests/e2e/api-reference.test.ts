import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { testServers } from "../support/test-servers";
import { checkAccessibility } from "./support/check-accessibility";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { allLooks, openPage, type PageLook } from "./support/open-page";

const server = testServers().find((s) => s.name === "sqlite")!;

type Watch = { requests: string[]; violations: string[]; errors: string[] };

/**
 * Opens /docs/api recording every request the page makes, every CSP violation it reports (the
 * listener is in place before any script runs) and every console error (where Chromium names the
 * hash a blocked <style> would need).
 */
async function openReference(session: ReturnType<typeof launchBrowser>, look: PageLook, failDocument = false) {
  const watch: Watch = { requests: [], violations: [], errors: [] };
  const page: Page = await openPage(session, `${server.baseUrl}/docs/api`, look, async (context) => {
    context.on("request", (request) => watch.requests.push(request.url()));
    context.on("console", (message) => {
      if (message.type() === "error") watch.errors.push(message.text());
    });
    await context.exposeFunction("reportViolation", (text: string) => watch.violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
        report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    // The one failure a test cannot make the real server produce: its document not arriving.
    if (failDocument) await context.route("**/v1/openapi.json", (route) => route.abort("failed"));
  });
  return { page, watch };
}

// Outside CI a machine without Chromium skips these; in CI findChromium() throws, so they fail.
describe.skipIf(!findChromium())("the API reference /docs/api", () => {
  const session = launchBrowser();

  describe.each(allLooks)("in $colorScheme at $viewport", (look) => {
    it("draws the operations with curl examples, from this server only, with no CSP violation, and passes axe", async () => {
      const { page, watch } = await openReference(session, look);

      await expect.poll(() => page.title()).toBe("API reference · Threadline");
      await expect.poll(() => page.getByRole("link", { name: "Threadline" }).first().getAttribute("href")).toBe("/");
      await page.locator(".tl-reference").getByText("/v1/comments", { exact: true }).first().waitFor();
      // The request examples: curl by default, against this server.
      await page.locator("code.language-curl").first().waitFor();
      await expect.poll(() => page.locator("code.language-curl").first().textContent()).toMatch(/^curl /);
      await expect.poll(() => page.locator("#tl-reference-status").isHidden()).toBe(true);
      // Scalar's theme follows the system: its root carries the scheme's class.
      await page.locator(`.${look.colorScheme}-mode`).first().waitFor({ state: "attached" });

      await checkAccessibility(page);

      const origin = new URL(server.baseUrl).origin;
      const elsewhere = watch.requests.filter((url) => !url.startsWith("data:") && new URL(url).origin !== origin);
      expect(elsewhere).toEqual([]);
      expect(watch.requests).toContain(`${origin}/v1/openapi.json`);
      expect(watch.violations, watch.errors.join("\n")).toEqual([]);
      expect(watch.errors.filter((text) => /Content Security Policy|eval/i.test(text))).toEqual([]);
    });
  });

  it("says so, with a link to the raw document, when /v1/openapi.json cannot be loaded", async () => {
    const { page } = await openReference(session, { colorScheme: "light", viewport: "desktop" }, true);
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.textContent()).toMatch(/^The API reference could not be loaded\./);
    await expect
      .poll(() => alert.getByRole("link", { name: "Open the raw OpenAPI document" }).getAttribute("href"))
      .toBe("/v1/openapi.json");
    await checkAccessibility(page);
  });
});
