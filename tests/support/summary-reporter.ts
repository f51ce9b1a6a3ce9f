import { mkdirSync, writeFileSync } from "node:fs";
import { relative } from "node:path";

import type { Reporter, TestModule } from "vitest/node";

type ProjectTotals = { files: number; tests: number; milliseconds: number };

function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

/**
 * The closing lines of `npm test`: files, tests and time per project (the time its files took,
 * added up: projects and files run side by side), the five slowest files, the run's wall time, and
 * one `N passed, N failed` line; and each file's seconds into test-results/file-durations.json.
 */
export default class SummaryReporter implements Reporter {
  private startedAt = Date.now();

  onTestRunStart(): void {
    this.startedAt = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const projects = new Map<string, ProjectTotals>();
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const files: Array<{ name: string; milliseconds: number }> = [];
    for (const testModule of testModules) {
      const project = testModule.project.name || "default";
      const totals = projects.get(project) ?? { files: 0, tests: 0, milliseconds: 0 };
      const milliseconds = testModule.diagnostic().duration;
      totals.files++;
      totals.milliseconds += milliseconds;
      for (const test of testModule.children.allTests()) {
        totals.tests++;
        const state = test.result().state;
        if (state === "passed") counts.passed++;
        else if (state === "failed") counts.failed++;
        else counts.skipped++;
      }
      projects.set(project, totals);
      files.push({ name: `${project} ${relative(process.cwd(), testModule.moduleId)}`, milliseconds });
    }
    const lines = ["", "Summary"];
    for (const [name, totals] of [...projects].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(
        `  ${name.padEnd(10)} ${String(totals.files).padStart(4)} files ${String(totals.tests).padStart(5)} tests ${seconds(totals.milliseconds).padStart(9)}`,
      );
    }
    lines.push("  slowest files:");
    for (const file of files.sort((a, b) => b.milliseconds - a.milliseconds).slice(0, 5)) {
      lines.push(`    ${seconds(file.milliseconds).padStart(8)}  ${file.name}`);
    }
    lines.push(`  wall time: ${seconds(Date.now() - this.startedAt)}`);
    lines.push(
      `tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}`,
    );
    console.log(lines.join("\n"));
    // Each file's seconds, for tests/support/file-durations.json (the order the next runs start them in).
    mkdirSync("test-results", { recursive: true });
    const durations = Object.fromEntries(
      files
        .map((file) => [file.name, Math.round(file.milliseconds / 100) / 10] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    writeFileSync("test-results/file-durations.json", `${JSON.stringify(durations, null, 2)}\n`);
  }
}
