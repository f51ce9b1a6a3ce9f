// The dashboard's loading skeletons, scanned as a streaming page shows them. Whether a page streams
// its skeleton first depends on how fast its data comes, so the test does not wait for a slow
// server: it renders each loading.tsx as React would and puts it in place of a real page's content,
// in the dashboard's own layout and styles, then scans that in both colour schemes.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { testServers } from "../support/test-servers";
import { scanNow } from "./support/check-accessibility";
import { dashboardFixture } from "./support/dashboard-fixture";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";

const server = testServers().find((s) => s.name === "sqlite")!;

/** Every loading.tsx under the dashboard's route group. */
function loadingFiles(dir = "app/(dashboard)"): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return loadingFiles(path);
    return entry === "loading.tsx" ? [path] : [];
  });
}

describe.skipIf(!findChromium())("the dashboard's loading skeletons", () => {
  const session = launchBrowser();
  const { newAccount, signedIn, open } = dashboardFixture(session, server);

  it("say that a page is loading and pass axe in the dashboard's layout, dark and light", async () => {
    const files = loadingFiles();
    expect(files.length).toBeGreaterThanOrEqual(12);
    const owner = await newAccount();
    const { page } = await signedIn(owner.email);
    await open(page, "/settings/team");
    for (const file of files) {
      const { default: Loading } = (await import(/* @vite-ignore */ `../../${file}`)) as { default: ComponentType };
      const markup = renderToStaticMarkup(createElement(Loading));
      await page.emulateMedia({ colorScheme: "light" });
      await page.locator("main > div").evaluate((content, html) => (content.innerHTML = html), markup);
      // Announced as one busy status with words, not as an unnamed box of grey shapes.
      const status = page.locator('main [role="status"][aria-busy="true"]');
      expect(await status.count(), file).toBe(1);
      expect((await status.getAttribute("aria-label")) ?? (await status.textContent()), file).toMatch(/Loading/);
      for (const colorScheme of ["dark", "light"] as const) {
        await page.emulateMedia({ colorScheme });
        await scanNow(page);
      }
    }
  });
});
