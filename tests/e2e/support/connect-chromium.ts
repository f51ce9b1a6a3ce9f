import { chromium, type Browser } from "playwright-core";
import { inject } from "vitest";

/** Connects to the Chromium of this test file's worker slot (tests/e2e/support/browser-setup.ts). */
export async function connectChromium(): Promise<Browser> {
  const endpoints = inject("browserEndpoints");
  const slot = Number(process.env.VITEST_POOL_ID ?? "1");
  const endpoint = endpoints[(slot - 1) % endpoints.length];
  if (!endpoint)
    throw new Error(
      "no Chromium for the browser tests: run `bash scripts/ci/ensure-chromium.sh` (apt-get install chromium).",
    );
  return chromium.connect(endpoint, { timeout: 60_000 });
}
