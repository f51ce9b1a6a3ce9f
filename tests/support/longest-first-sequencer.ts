import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";

import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Seconds each test file took in a full run, by "project path" (written by the summary reporter). */
export const fileDurationsPath = "tests/support/file-durations.json";

function readDurations(): Record<string, number> {
  if (!existsSync(fileDurationsPath)) return {};
  return JSON.parse(readFileSync(fileDurationsPath, "utf8")) as Record<string, number>;
}

/**
 * Starts each group's longest files first, from the durations of a full run kept in the
 * repository: a fresh clone has no vitest cache, and sorting by file size left a three-minute file
 * to start last and run alone at the end. Files with no recorded duration go first (they may be
 * long). Group order and project order stay vitest's.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = readDurations();
    const root = this.ctx.config.root;
    const durationOf = (spec: TestSpecification) =>
      durations[`${spec.project.name} ${relative(root, spec.moduleId)}`] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      return durationOf(b) - durationOf(a);
    });
  }
}
