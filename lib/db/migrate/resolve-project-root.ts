import { resolve } from "node:path";

/** The project root: THREADLINE_ROOT when set, else the working directory (the root for `next start` and the CLI). */
export function resolveProjectRoot(): string {
  return resolve(/* turbopackIgnore: true */ process.env.THREADLINE_ROOT || process.cwd());
}
