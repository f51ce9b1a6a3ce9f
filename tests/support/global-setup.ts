import type { TestProject } from "vitest/node";
import { ensureBuild } from "./ensure-build";
import { startServer, type RunningServer } from "./start-server";
import { createTestDatabases, type TestDatabase } from "./test-databases";

/** A server under test, one per database backend. */
export type TestServer = { name: "sqlite" | "postgresql"; baseUrl: string; databaseUrl: string };

declare module "vitest" {
  export interface ProvidedContext {
    servers: TestServer[];
  }
}

let running: { server: RunningServer; database: TestDatabase }[] = [];

/** Builds the app, makes a fresh database per backend and starts one server on each. */
export async function setup(project: TestProject): Promise<void> {
  ensureBuild();
  const databases = await createTestDatabases();
  running = await Promise.all(
    databases.map(async (database) => ({ database, server: await startServer({ DATABASE_URL: database.url }) })),
  );
  project.provide(
    "servers",
    running.map(({ database, server }) => ({ name: database.name, baseUrl: server.baseUrl, databaseUrl: database.url })),
  );
}

/** Stops the servers and drops their databases. */
export async function teardown(): Promise<void> {
  for (const { server, database } of running) {
    await server.stop();
    await database.drop();
  }
}
