import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";

import type { Page } from "playwright-core";

/** Where failed browser tests leave their screenshots (git ignores test-results/). */
export const failureScreenshotDir = resolve("test-results/e2e");

/** Saves a full-page PNG of `page` named after the failed test, and returns its path. */
export async function saveFailureScreenshot(page: Page, testName: string, index = 0): Promise<string> {
  mkdirSync(failureScreenshotDir, { recursive: true });
  const slug = testName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 100);
  const path = join(failureScreenshotDir, `${slug}${index ? `-${index}` : ""}.png`);
  await page.screenshot({ path, fullPage: true, timeout: 15_000 });
  return path;
}
