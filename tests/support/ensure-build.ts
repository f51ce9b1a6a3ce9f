import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const sources = [
  "app",
  "lib",
  "scripts/widget",
  "next.config.js",
  "postcss.config.mjs",
  "instrumentation.ts",
  "package.json",
  "prisma/schema.prisma",
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry === "generated") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * Builds the app with `next build` unless .next holds a build newer than every source file. With
 * TEST_REUSE_BUILD=1 (set by .ci/run, which has just built), the build there is used as it is.
 */
export function ensureBuild(): void {
  const buildId = ".next/BUILD_ID";
  if (process.env.TEST_REUSE_BUILD === "1") {
    if (!existsSync(buildId)) throw new Error("TEST_REUSE_BUILD=1 needs a build in .next: run `npm run build` first.");
    return;
  }
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  if (builtAt > Math.max(...sources.map(newestMtime))) return;
  console.log("tests: building the widget and the app (npm run build)…");
  execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/widget/build-widget.ts"], {
    stdio: "inherit",
  });
  execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", CHECKPOINT_DISABLE: "1" },
  });
}
