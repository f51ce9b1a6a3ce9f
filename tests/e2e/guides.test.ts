import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { testServers } from "../support/test-servers";
import { checkAccessibility } from "./support/check-accessibility";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { openPage, type PageLook } from "./support/open-page";

const server = testServers().find((s) => s.name === "sqlite")!;

const looks: PageLook[] = [
  { colorScheme: "dark", viewport: "mobile" },
  { colorScheme: "light", viewport: "desktop" },
];

// Outside CI a machine without Chromium skips these; in CI findChromium() throws, so they fail.
describe.skipIf(!findChromium())("the guides under /docs", () => {
  const session = launchBrowser();

  describe.each(looks)("in $colorScheme at $viewport", (look) => {
    it("lists the guides, opens one, follows a link to another guide's section, fits the screen and passes axe", async () => {
      const page = await openPage(session, `${server.baseUrl}/`, look);
      // The header's link on a wide screen; on a phone the header keeps only sign-in and sign-up, and the footer has it.
      await page.getByRole("link", { name: "Docs", exact: true }).first().click();
      await page.waitForURL(`${server.baseUrl}/docs`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Threadline docs");
      await checkAccessibility(page);
      await expectNoSidewaysScroll(page);

      await page.getByRole("main").getByRole("link", { name: "Sites", exact: true }).click();
      await page.waitForURL(`${server.baseUrl}/docs/sites`);
      await expect.poll(() => page.title()).toBe("Sites · Docs · Threadline");
      const heading = page.getByRole("heading", { level: 1 });
      await expect
        .poll(() => heading.textContent())
        .toBe("Sites: settings, widget configuration, plans and SSO secrets");
      await checkAccessibility(page);
      await expectNoSidewaysScroll(page);

      // docs/sites.md links `dashboard.md#sites`: the link opens that guide at that section.
      await page.locator("article").getByRole("link", { name: "dashboard.md" }).first().click();
      await page.waitForURL(`${server.baseUrl}/docs/dashboard#sites`);
      await expect.poll(() => page.locator("h2#sites").textContent()).toBe("Sites");
      await expect
        .poll(() => page.locator("h2#sites").evaluate((element) => element.getBoundingClientRect().top))
        .toBeLessThan(200);
      // The dashboard guide's screenshots load from /docs/screenshots.
      const image = page.locator('article img[alt="Sites"]');
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      await checkAccessibility(page);
    });
  });

  it("keeps the API reference at /docs/api, linked from the guides' header", async () => {
    const page = await openPage(session, `${server.baseUrl}/docs/webhooks`, {
      colorScheme: "light",
      viewport: "desktop",
    });
    await page.getByRole("banner").getByRole("link", { name: "API reference" }).click();
    await page.waitForURL(`${server.baseUrl}/docs/api`);
    await expect.poll(() => page.title()).toBe("API reference · Threadline");
  });
});

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}
