import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { guidesDir } from "./guides-dir";

let names: Set<string> | undefined;

/** The PNG docs/screenshots/<file> as bytes, or null for a name that is not one of its files (listed once per process). */
export function readGuideScreenshot(file: string): Buffer | null {
  const dir = join(guidesDir(), "screenshots");
  names ??= new Set(readdirSync(dir).filter((name) => /^[a-z0-9][a-z0-9-]*\.png$/.test(name)));
  return names.has(file) ? readFileSync(join(dir, file)) : null;
}
