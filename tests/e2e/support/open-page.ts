import type { Browser, BrowserContext, Page } from "playwright-core";

/** The two screen sizes every page is checked at: a small phone and a laptop. */
export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/** How a page is shown: the system colour scheme and one of `viewports`. */
export type PageLook = { colorScheme: "light" | "dark"; viewport: keyof typeof viewports };

/** Every colour scheme at every viewport, for `describe.each`. */
export const allLooks: PageLook[] = (["light", "dark"] as const).flatMap((colorScheme) =>
  (["mobile", "desktop"] as const).map((viewport) => ({ colorScheme, viewport })),
);

/**
 * Opens `url` in a fresh browser context with the given look and waits for the load event; an
 * error status fails at once. `browser` is a Browser or a test file's session (launch-browser.ts),
 * which closes the context after the test. `prepare` runs on the context before the page opens
 * (e.g. `context.addCookies` for a signed-in member).
 */
export async function openPage(
  browser: Pick<Browser, "newContext">,
  url: string,
  look: PageLook,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Page> {
  const context = await browser.newContext({
    colorScheme: look.colorScheme,
    viewport: viewports[look.viewport],
    // Not isMobile: a mobile viewport would zoom out to fit overflowing content and hide it from the overflow check.
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
  });
  await prepare?.(context);
  const page = await context.newPage();
  const response = await page.goto(url, { waitUntil: "load" });
  if (!response || response.status() >= 400) throw new Error(`GET ${url} answered ${response?.status() ?? "nothing"}`);
  return page;
}
