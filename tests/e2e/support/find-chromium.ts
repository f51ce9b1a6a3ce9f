import { accessSync, constants } from "node:fs";

/** Where Debian's Chromium lives (CHROMIUM_PATH overrides); `.ci/run` installs it with apt. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The Chromium executable, or undefined when it is missing; in CI (CI=true) a missing Chromium
 * throws, because the browser tests are required there and must fail rather than skip.
 */
export function findChromium(): string | undefined {
  try {
    accessSync(chromiumPath, constants.X_OK);
    return chromiumPath;
  } catch {
    if (process.env.CI === "true") {
      throw new Error(
        `CI=true needs Chromium at ${chromiumPath} (bash scripts/ci/ensure-chromium.sh installs it): the browser tests are required in CI.`,
      );
    }
    return undefined;
  }
}
