import { join } from "node:path";

/** The folder of the Markdown guides: docs/ of the project root, where the server and the build run. */
export function guidesDir(): string {
  // THREADLINE_ROOT as the migration runner reads it, so a server started elsewhere finds the same files.
  return join(/* turbopackIgnore: true */ process.env.THREADLINE_ROOT || process.cwd(), "docs");
}
