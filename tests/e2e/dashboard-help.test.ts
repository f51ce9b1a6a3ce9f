import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { testServers } from "../support/test-servers";
import { checkAccessibility } from "./support/check-accessibility";
import { dashboardFixture } from "./support/dashboard-fixture";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";

const server = testServers().find((s) => s.name === "sqlite")!;

/** Follows a link and waits for the guide it opens, at the heading its anchor names (if any). */
async function followToGuide(page: Page, link: ReturnType<Page["getByRole"]>, url: string, heading: string) {
  await link.click();
  await page.waitForURL(`${server.baseUrl}${url}`);
  const [, anchor] = url.split("#");
  const target = anchor ? page.locator(`article [id="${anchor}"]`) : page.locator("article h1");
  await expect.poll(() => target.textContent()).toBe(heading);
  // The anchor's section is on screen, below the docs' sticky header.
  await expect
    .poll(() => target.evaluate((element) => element.getBoundingClientRect().top))
    .toBeLessThan(anchor ? 200 : 400);
}

/** The page's Help link (one per page header; the sidebar has none). */
const help = (page: Page) => page.getByRole("main").getByRole("link", { name: "Help", exact: true });

// Outside CI a machine without Chromium skips these; in CI findChromium() throws, so they fail.
describe.skipIf(!findChromium())("Help links in the dashboard", () => {
  const session = launchBrowser();
  const { newAccount, signedIn, open, scanBothSchemes } = dashboardFixture(session, server);

  it("lead from a page's header, a site's tab and an empty list to the guide's section", async () => {
    const owner = await newAccount();
    const { page } = await signedIn(owner.email);

    await open(page, "/sites");
    await scanBothSchemes(page);
    await followToGuide(
      page,
      help(page),
      "/docs/sites",
      "Sites: settings, widget configuration, plans and SSO secrets",
    );

    await open(page, `/sites/${owner.site_id}/appearance`);
    await followToGuide(page, help(page), "/docs/sites#theme-how-the-widget-looks", "theme: how the widget looks");

    await open(page, `/sites/${owner.site_id}/moderation`);
    await expect.poll(() => help(page).getAttribute("href")).toBe("/docs/sites#moderation-when-new-comments-wait");

    // A new account has no webhook endpoint: the empty list links the guide too.
    await open(page, "/webhooks");
    await followToGuide(
      page,
      page.getByRole("link", { name: "Read the guide" }),
      "/docs/webhooks#endpoints",
      "Endpoints",
    );

    await open(page, "/moderation");
    await followToGuide(
      page,
      help(page),
      "/docs/moderation#the-moderation-workspace-dashboard",
      "The moderation workspace (dashboard)",
    );
  });

  it("fits a phone: the API keys page's Help link opens the API guide's section on keys", async () => {
    const owner = await newAccount();
    const { page } = await signedIn(owner.email, { width: "mobile" });
    await open(page, "/settings/api-keys");
    const link = help(page);
    await expect.poll(() => link.isVisible()).toBe(true);
    await scanBothSchemes(page);
    await followToGuide(page, link, "/docs/api-guide#authentication", "Authentication");
    await checkAccessibility(page);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  });
});
