// Builds the widget for browsers with esbuild: the chunks loaded on demand first (content-hashed,
// public/widget/, cached for good), then /embed.js and /count.js with the chunks' names written in.
// Fails (exit 1) when a file is over its gzip budget. Run by `npm run build`.
import { mkdirSync, rmSync } from "node:fs";
import { basename } from "node:path";

import { build } from "esbuild";

import { checkWidgetBudgets } from "./check-widget-budgets";

const languages = ["de", "fr", "es", "pt", "ja"];
const common = {
  bundle: true,
  minify: true,
  target: ["es2020", "chrome90", "firefox90", "safari15"] as string[],
  legalComments: "none",
  logLevel: "warning",
} as const;

rmSync("public/widget", { recursive: true, force: true });
mkdirSync("public/widget", { recursive: true });

const chunkEntries: Record<string, string> = {
  "sign-in": "lib/widget/sign-in-form.ts",
  "mail-settings": "lib/widget/render-mail-settings.ts",
  mentions: "lib/widget/attach-mentions.ts",
};
for (const language of languages) chunkEntries[`lang-${language}`] = `lib/widget/strings/${language}.ts`;

const chunks = await build({
  ...common,
  entryPoints: chunkEntries,
  format: "esm",
  outdir: "public/widget",
  entryNames: "[name]-[hash]",
  metafile: true,
});
const chunkFiles: Record<string, string> = {};
for (const [file, output] of Object.entries(chunks.metafile!.outputs)) {
  const entry = Object.entries(chunkEntries).find(([, source]) => source === output.entryPoint);
  if (entry) chunkFiles[entry[0]] = `/widget/${basename(file)}`;
}

await build({
  ...common,
  entryPoints: ["lib/widget/embed.ts"],
  format: "iife",
  outfile: "public/embed.js",
  define: { __THREADLINE_CHUNKS__: JSON.stringify(chunkFiles) },
});
await build({ ...common, entryPoints: ["lib/widget/count.ts"], format: "iife", outfile: "public/count.js" });
await build({
  ...common,
  entryPoints: ["lib/widget/preview.ts"],
  format: "iife",
  outfile: "public/widget-preview.js",
  define: { __THREADLINE_CHUNKS__: JSON.stringify(chunkFiles) },
});

const report = checkWidgetBudgets("public");
for (const line of report.lines) console.log(line);
if (report.over.length) {
  console.error(`widget: over budget: ${report.over.join(", ")}`);
  process.exit(1);
}
