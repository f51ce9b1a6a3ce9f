import { chromium, type Browser } from "playwright-core";

import { findChromium } from "./find-chromium";

/** The flags of ../shared/DESIGN.md: headless, no sandbox (root in CI), and no traffic of Chromium's own. */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * Launches Debian's Chromium through playwright-core. Each launch gets a fresh, empty
 * user-data-dir: playwright makes a temporary profile per launch and deletes it on close (it
 * refuses a --user-data-dir of ours outside launchPersistentContext, which allows one context only).
 */
export async function startChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error("Chromium is missing: run `bash scripts/ci/ensure-chromium.sh` (apt-get install chromium).");
  return chromium.launch({ executablePath, headless: true, args: chromiumFlags, timeout: 60_000 });
}
