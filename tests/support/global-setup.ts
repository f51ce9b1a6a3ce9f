import { rmSync } from "node:fs";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { ensureBuild } from "./ensure-build";
import { findClearSecrets } from "./find-clear-secrets";
import { startServer, type RunningServer } from "./start-server";
import { createTestDatabases, type TestDatabase } from "./test-databases";

/** A server under test, one per database backend. */
export type TestServer = { name: "sqlite" | "postgresql"; baseUrl: string; databaseUrl: string; mailDir: string };

declare module "vitest" {
  export interface ProvidedContext {
    servers: TestServer[];
  }
}

let running: { server: RunningServer; database: TestDatabase; mailDir: string }[] = [];

/** Builds the app, makes a fresh database per backend and starts one server on each. */
export async function setup(project: TestProject): Promise<void> {
  ensureBuild();
  const databases = await createTestDatabases();
  running = await Promise.all(
    databases.map(async (database) => {
      const mailDir = resolve(`data/test/mail-${database.name}-${process.pid}`);
      // The dev mailbox (no SMTP_URL) and the test clock (X-Threadline-Now) are on for the shared
      // servers, and they trust one proxy hop so that each test can speak from its own client IP.
      // The real rate limits apply: requests without `ip` all come from 127.0.0.1, which may present
      // only 20 refused credentials a minute (invalidCredentials); tests that send more use randomIp().
      const server = await startServer({ DATABASE_URL: database.url, MAIL_DIR: mailDir, THREADLINE_TEST_CLOCK: "1", TRUST_PROXY: "1" });
      return { database, server, mailDir };
    }),
  );
  project.provide(
    "servers",
    running.map(({ database, server, mailDir }) => ({ name: database.name, baseUrl: server.baseUrl, databaseUrl: database.url, mailDir })),
  );
}

/**
 * Stops the servers and drops their databases, after reading every row the whole run stored: a
 * secret (API key, webhook or SSO secret, session token, magic-link token, sign-in code) kept as
 * issued fails the run (docs/security.md, secrets at rest).
 */
export async function teardown(): Promise<void> {
  const leaks: string[] = [];
  for (const { server, database, mailDir } of running) {
    await server.stop();
    try {
      for (const leak of await findClearSecrets(database.url)) leaks.push(`${database.name}: ${leak.kind} in ${leak.table}.${leak.column}`);
    } finally {
      await database.drop();
      rmSync(mailDir, { recursive: true, force: true });
    }
  }
  if (leaks.length) throw new Error(`secrets stored in the clear after the test run:\n${[...new Set(leaks)].join("\n")}`);
}
