import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** Writes a bench report as pretty JSON, creating its folder (bench-results/ is gitignored). */
export function writeResultsJson(file: string, report: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
