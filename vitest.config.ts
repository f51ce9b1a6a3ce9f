import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

import LongestFirstSequencer from "./tests/support/longest-first-sequencer";

const alias = { "@": fileURLToPath(new URL("./", import.meta.url)) };
// MAIL_DIR: mail that the tests' own factories send (invitations) lands in a dev mailbox of the tests.
const env = { NEXT_TELEMETRY_DISABLED: "1", CHECKPOINT_DISABLE: "1", MAIL_DIR: "data/test/mail-factories" };
// Test files side by side: each worker slot has servers of its own (tests/support/global-setup.ts).
const maxWorkers = Number(process.env.TEST_WORKERS ?? 3);

export default defineConfig({
  resolve: { alias },
  test: {
    env,
    maxWorkers,
    // Each group's longest files first (tests/support/file-durations.json), so none is left to run alone at the end.
    sequence: { sequencer: LongestFirstSequencer },
    // The default report, then a summary: time per project, the slowest files (tests/support/summary-reporter.ts).
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    // The dev mailbox names every mail the factories' invitations send; nobody reads those lines.
    onConsoleLog: (log) => !log.startsWith("[dev mailbox]"),
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], env },
      },
      {
        resolve: { alias },
        // The limiters against real Redis through the Upstash REST shim (TEST_REDIS_URL; required in CI).
        test: { name: "ratelimit", include: ["tests/ratelimit/**/*.test.ts"], env, testTimeout: 60_000 },
      },
      {
        resolve: { alias },
        test: {
          name: "db",
          include: ["tests/db/**/*.test.ts"],
          env,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          // Groups run in order: unit, ratelimit and db (0), then these API suites (1), then e2e (2).
          // (A single-worker project left at 0 would be queued after every numbered group.)
          sequence: { groupOrder: 1 },
          // tests/security: the attacks the service refuses, over HTTP like the API suites.
          include: ["tests/api/**/*.test.ts", "tests/security/**/*.test.ts"],
          // One build, and servers (one per database) for each worker slot (tests/support/global-setup.ts).
          globalSetup: ["tests/support/global-setup.ts"],
          env,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          // Real Chromium (playwright-core) against the SQLite server of the same globalSetup as the
          // api project; the servers are started once per run and shared (tests/support/global-setup.ts).
          include: ["tests/e2e/**/*.test.ts"],
          // One Chromium per worker slot, launched once and shared by the files of that slot.
          globalSetup: ["tests/support/global-setup.ts", "tests/e2e/support/browser-setup.ts"],
          env,
          testTimeout: 90_000,
          hookTimeout: 240_000,
          // expect.poll reads the page until it shows what a step should have brought (a server
          // action's refresh, a live update), however slowly a loaded machine renders it.
          expect: { poll: { timeout: 15_000 } },
          // After the other projects rather than beside them: Chromium and the API suites would
          // otherwise share the same 2 cores and the same servers at once.
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
