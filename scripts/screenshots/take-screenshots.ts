// Screenshots of the main pages in light and dark, at 375 px and 1280 px wide, into docs/screenshots/.
// Run with `npm run screenshots`: builds the app if needed and starts it on a fresh SQLite database.
// `npm run screenshots -- --full-page --out /tmp/shots` takes whole pages elsewhere, for a review.
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

import { allLooks, viewports } from "../../tests/e2e/support/open-page";
import { startChromium } from "../../tests/e2e/support/start-chromium";
import { ensureBuild } from "../../tests/support/ensure-build";
import { bootstrap } from "../../tests/support/run-cli";
import { startServer } from "../../tests/support/start-server";
import { createSqliteDatabase } from "../../tests/support/test-databases";
import { screenshotPages } from "./screenshot-pages";

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.CHECKPOINT_DISABLE = "1";

const { values: options } = parseArgs({
  options: { "full-page": { type: "boolean", default: false }, out: { type: "string", default: "docs/screenshots" } },
});
const outDir = resolve(options.out);

/** Builds if needed, serves the app on a fresh database and saves one PNG per page and look. */
async function takeScreenshots(): Promise<string[]> {
  ensureBuild();
  mkdirSync(outDir, { recursive: true });
  const database = createSqliteDatabase();
  const server = await startServer({ DATABASE_URL: database.url, MAIL_DIR: resolve("data/test/mail-screenshots") });
  const ownerEmail = "owner@example.com";
  const { site_id: siteId } = await bootstrap(database.url, [
    "--email",
    ownerEmail,
    "--site-name",
    "Field Notes",
    "--domain",
    "fieldnotes.example.com",
  ]);
  const env = { baseUrl: server.baseUrl, databaseUrl: database.url, ownerEmail, siteId };
  const browser = await startChromium();
  const saved: string[] = [];
  try {
    for (const target of screenshotPages) {
      for (const look of allLooks) {
        const context = await browser.newContext({
          colorScheme: look.colorScheme,
          viewport: viewports[look.viewport],
          deviceScaleFactor: 1,
          reducedMotion: "reduce",
        });
        try {
          const page = await context.newPage();
          await target.prepare?.(page, env);
          const path = typeof target.path === "function" ? target.path(env) : target.path;
          const response = await page.goto(`${server.baseUrl}${path}`, { waitUntil: "load" });
          if (!response || response.status() >= 400)
            throw new Error(`GET ${path} answered ${response?.status() ?? "nothing"}`);
          // A streamed page shows its loading.tsx skeleton (marked aria-busy) until its content arrives.
          await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
          // A page with a loading.tsx streams its skeleton first: wait for the real page's heading.
          await page.locator("h1").first().waitFor({ timeout: 30_000 });
          // Not networkidle: Next.js keeps prefetching links. Fonts and images are what the picture needs.
          await page.evaluate(async () => {
            await document.fonts.ready;
            await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
          });
          const file = join(outDir, `${target.name}-${look.colorScheme}-${viewports[look.viewport].width}.png`);
          if (target.element) {
            // The widget mounts as its container nears the viewport.
            await page.locator(target.element.selector).scrollIntoViewIfNeeded();
            await page.locator(target.element.ready).first().waitFor({ timeout: 30_000 });
            await page.locator(target.element.selector).screenshot({ path: file });
          } else await page.screenshot({ path: file, fullPage: options["full-page"] || (target.fullPage ?? false) });
          saved.push(file);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
  }
  return saved;
}

for (const file of await takeScreenshots()) console.log(`screenshots: ${file}`);
