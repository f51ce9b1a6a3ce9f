import { describe, expect, it } from "vitest";

import { testServers } from "../support/test-servers";
import { checkAccessibility } from "./support/check-accessibility";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { allLooks, openPage } from "./support/open-page";
import { tabTo } from "./support/tab-to";

const server = testServers().find((s) => s.name === "sqlite")!;

// --background of app/styles/tokens.css, as the browser computes it.
const backgrounds = { light: "rgb(255, 255, 255)", dark: "rgb(11, 17, 32)" };

// Outside CI a machine without Chromium skips these; in CI findChromium() throws, so they fail.
describe.skipIf(!findChromium())("the landing page", () => {
  const session = launchBrowser();

  describe.each(allLooks)("in $colorScheme at $viewport", (look) => {
    it("says what Threadline is, links to sign-up, sign-in and the API, fits the screen and passes axe", async () => {
      const page = await openPage(session, `${server.baseUrl}/`, look);

      await expect.poll(() => page.title()).toBe("Threadline: hosted comments for any web page");
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent())
        .toBe("Comments for every page of your site");
      const header = page.getByRole("banner");
      await expect.poll(() => header.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/sign-in");
      await expect.poll(() => header.getByRole("link", { name: "Start free" }).getAttribute("href")).toBe("/sign-up");
      await expect
        .poll(() => page.getByRole("main").getByRole("link", { name: "Start free" }).getAttribute("href"))
        .toBe("/sign-up");
      await expect
        .poll(() =>
          page
            .getByRole("main")
            .getByRole("link", { name: /API reference/ })
            .first()
            .getAttribute("href"),
        )
        .toBe("/docs/api");
      await expect.poll(() => page.getByRole("main").textContent()).toContain('data-site-id="site_');
      await expect
        .poll(() => page.getByRole("main").getByRole("link", { name: "See it live" }).getAttribute("href"))
        .toBe("/demo");

      // The theme follows the system colour scheme.
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
        .toBe(backgrounds[look.colorScheme]);

      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.inner);

      await checkAccessibility(page);
    });

    it("lets the keyboard reach Sign in, with a visible focus ring", async () => {
      const page = await openPage(session, `${server.baseUrl}/`, look);
      const signIn = page.getByRole("banner").getByRole("link", { name: "Sign in" });

      await tabTo(page, signIn);
      const focus = await signIn.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          visible: element.matches(":focus-visible"),
          outline: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          shadow: style.boxShadow,
        };
      });
      expect(focus.visible).toBe(true);
      // An outline of at least 2px, or a box-shadow ring: either is a visible focus style.
      expect(
        focus.outline !== "none" && focus.width >= 2 ? "outline" : focus.shadow !== "none" ? "ring" : "none",
      ).not.toBe("none");
      // The skip link and the rest of the page as the keyboard left them.
      await checkAccessibility(page);
    });
  });

  it("takes a visitor to the live demo from the hero, and from the header on a wide screen", async () => {
    const page = await openPage(session, `${server.baseUrl}/`, { colorScheme: "light", viewport: "desktop" });
    await expect
      .poll(() => page.getByRole("banner").getByRole("link", { name: "Live demo" }).getAttribute("href"))
      .toBe("/demo");
    await page.getByRole("main").getByRole("link", { name: "See it live" }).click();
    await page.waitForURL(`${server.baseUrl}/demo`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Welcome to the Threadline demo");
  });

  it("lets a class on <html> force either theme over the system's", async () => {
    const background = (page: Awaited<ReturnType<typeof openPage>>) =>
      page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    const light = await openPage(session, `${server.baseUrl}/`, { colorScheme: "light", viewport: "desktop" });
    await light.evaluate(() => document.documentElement.classList.add("dark"));
    await expect(background(light)).resolves.toBe(backgrounds.dark);
    await checkAccessibility(light);

    const dark = await openPage(session, `${server.baseUrl}/`, { colorScheme: "dark", viewport: "desktop" });
    await dark.evaluate(() => document.documentElement.classList.add("light"));
    await expect(background(dark)).resolves.toBe(backgrounds.light);
    await checkAccessibility(dark);
  });
});
