import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The gzip budgets of the widget's files, in bytes (issue 13; docs/widget.md). */
export const widgetBudgets = { embed: 15 * 1024, count: 1024, chunk: 10 * 1024, preview: 16 * 1024 };

/** Measures the built widget files in `publicDir` against their budgets: a line per file and the files over. */
export function checkWidgetBudgets(publicDir: string): {
  lines: string[];
  over: string[];
  sizes: Record<string, number>;
} {
  const files: Array<[string, number]> = [
    ["embed.js", widgetBudgets.embed],
    ["count.js", widgetBudgets.count],
    // The dashboard's Appearance preview: the whole widget at once, never on a reader's page.
    ["widget-preview.js", widgetBudgets.preview],
    ...readdirSync(join(publicDir, "widget"))
      .filter((name) => name.endsWith(".js"))
      .map((name): [string, number] => [`widget/${name}`, widgetBudgets.chunk]),
  ];
  const lines: string[] = [];
  const over: string[] = [];
  const sizes: Record<string, number> = {};
  for (const [name, budget] of files) {
    const size = gzipSync(readFileSync(join(publicDir, name)), { level: 9 }).length;
    sizes[name] = size;
    lines.push(`widget: ${name.padEnd(32)} ${String(size).padStart(6)} B gzip (budget ${budget} B)`);
    if (size > budget) over.push(`${name} (${size} > ${budget})`);
  }
  return { lines, over, sizes };
}
