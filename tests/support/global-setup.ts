import { rmSync } from "node:fs";
import { resolve } from "node:path";

import type { TestProject } from "vitest/node";

import { ensureBuild } from "./ensure-build";
import { findClearSecrets } from "./find-clear-secrets";
import { startServer, type RunningServer } from "./start-server";
import { createSqliteDatabase, createTestDatabases, type TestDatabase } from "./test-databases";

/** A server under test, one per database backend. */
export type TestServer = { name: "sqlite" | "postgresql"; baseUrl: string; databaseUrl: string; mailDir: string };

declare module "vitest" {
  export interface ProvidedContext {
    /** One set of servers (a server per database backend) per worker slot: test files running side by side never share a server. */
    serverSlots: TestServer[][];
  }
}

type Running = { server: RunningServer; database: TestDatabase; mailDir: string };

/**
 * Several projects (api, e2e) list this file, and vitest runs a project's globalSetup once per
 * project, each in its own module instance. The servers are therefore kept on globalThis (all
 * global setups run in vitest's main process): the first project to set up starts them, the others
 * reuse them, and the last teardown stops them. A root-level globalSetup would share them too, but
 * vitest runs that for every run, so `--project unit` would build the app and start servers.
 */
type Shared = { users: number; running?: Promise<Running[][]> };
const sharedKey = Symbol.for("threadline.test-servers");
function shared(): Shared {
  const store = globalThis as { [sharedKey]?: Shared };
  return (store[sharedKey] ??= { users: 0 });
}

/** The databases this run needs: every backend when the API suites are in the run, else SQLite alone (the browser tests). */
async function databasesFor(project: TestProject): Promise<TestDatabase[]> {
  const apiRuns = project.vitest.projects.some((p) => p.name === "api");
  return apiRuns ? createTestDatabases() : [createSqliteDatabase()];
}

/** One server per backend for one worker slot. */
async function startSlot(project: TestProject, slot: number): Promise<Running[]> {
  const databases = await databasesFor(project);
  return Promise.all(
    databases.map(async (database) => {
      const mailDir = resolve(`data/test/mail-${database.name}-${process.pid}-${slot}`);
      // The dev mailbox (no SMTP_URL) and the test clock (X-Threadline-Now) are on for the shared
      // servers, and they trust one proxy hop so that each test can speak from its own client IP.
      // The real rate limits apply: requests without `ip` all come from 127.0.0.1, which may present
      // only 20 refused credentials a minute (invalidCredentials); tests that send more use randomIp().
      const server = await startServer({
        DATABASE_URL: database.url,
        MAIL_DIR: mailDir,
        THREADLINE_TEST_CLOCK: "1",
        TRUST_PROXY: "1",
      });
      return { database, server, mailDir };
    }),
  );
}

/**
 * Servers for every worker slot (VITEST_POOL_ID runs from 1 to maxWorkers): each test file talks
 * to its slot's servers only, so files running at once never share rate limits, caches or streams.
 */
async function startAll(project: TestProject): Promise<Running[][]> {
  ensureBuild();
  const slots = Math.max(1, project.vitest.config.maxWorkers);
  return Promise.all(Array.from({ length: slots }, (_, index) => startSlot(project, index + 1)));
}

/** Builds the app, makes a fresh database per backend and starts one server on each (once per run). */
export async function setup(project: TestProject): Promise<void> {
  const state = shared();
  state.users++;
  state.running ??= startAll(project);
  const running = await state.running;
  project.provide(
    "serverSlots",
    running.map((slot) =>
      slot.map(({ database, server, mailDir }) => ({
        name: database.name,
        baseUrl: server.baseUrl,
        databaseUrl: database.url,
        mailDir,
      })),
    ),
  );
}

/**
 * When the last project using them is done: stops the servers and drops their databases, after
 * reading every row the whole run stored: a secret (API key, webhook or SSO secret, session
 * token, magic-link token, sign-in code) kept as issued fails the run (docs/security.md, secrets at rest).
 */
export async function teardown(): Promise<void> {
  const state = shared();
  if (--state.users > 0 || !state.running) return;
  const running = (await state.running.catch(() => [] as Running[][])).flat();
  state.running = undefined;
  const leaks: string[] = [];
  for (const { server, database, mailDir } of running) {
    await server.stop();
    try {
      for (const leak of await findClearSecrets(database.url))
        leaks.push(`${database.name}: ${leak.kind} in ${leak.table}.${leak.column}`);
    } finally {
      await database.drop();
      rmSync(mailDir, { recursive: true, force: true });
    }
  }
  if (leaks.length)
    throw new Error(`secrets stored in the clear after the test run:\n${[...new Set(leaks)].join("\n")}`);
}
