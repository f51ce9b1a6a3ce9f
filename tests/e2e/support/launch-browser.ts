import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";

import { connectChromium } from "./connect-chromium";
import { saveFailureScreenshot } from "./save-failure-screenshot";

/** A test file's browser: `newContext` makes a fresh context that is closed when the current test ends. */
export type BrowserSession = {
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  browser: () => Browser;
};

/**
 * The worker slot's Chromium for the calling test file (connected in beforeAll, disconnected in
 * afterAll, which closes the file's contexts; the browser itself stays up for the next file of the
 * slot) and a fresh context per test. After a failed test, every page it opened is saved as a full-page PNG to
 * test-results/e2e/ before its context closes. Call it at the top of a describe block.
 */
export function launchBrowser(): BrowserSession {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await connectChromium();
  });

  // afterEach sees the test's final state (the runner marks it failed before the hooks run), and
  // runs before onTestFinished would, so the pages are still open for the screenshot.
  afterEach(async ({ task }) => {
    const open = contexts;
    contexts = [];
    if (task.result?.state === "fail") {
      const pages = open.flatMap((context) => context.pages());
      for (const [index, page] of pages.entries()) {
        const path = await saveFailureScreenshot(page, task.fullName, index).catch(
          (error: unknown) => `not saved (${String(error)})`,
        );
        console.error(`e2e: screenshot of the failed test "${task.fullName}": ${path}`);
      }
    }
    await Promise.all(open.map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
  });

  const current = (): Browser => {
    if (!browser) throw new Error("the browser is not launched yet: use it inside a test or hook");
    return browser;
  };
  return {
    browser: current,
    newContext: async (options) => {
      const context = await current().newContext(options);
      contexts.push(context);
      return context;
    },
  };
}
