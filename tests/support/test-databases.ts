import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";

import pg from "pg";

/** A database made for one test run, and how to get rid of it. */
export type TestDatabase = { name: "sqlite" | "postgresql"; url: string; drop: () => Promise<void> };

/** The PostgreSQL server for tests, required in CI. */
export function postgresBaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI === "true") {
    throw new Error("CI=true needs TEST_DATABASE_URL: the PostgreSQL suites are required in CI.");
  }
  return url;
}

/** A fresh, empty SQLite file under data/test/. */
export function createSqliteDatabase(): TestDatabase {
  const dir = resolve("data/test");
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/t-${randomBytes(6).toString("hex")}.db`;
  return {
    name: "sqlite",
    url: `file:${file}`,
    drop: async () => {
      for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(file + suffix, { force: true });
    },
  };
}

/** A fresh, empty PostgreSQL database on the TEST_DATABASE_URL server. */
export async function createPostgresDatabase(baseUrl: string): Promise<TestDatabase> {
  const name = `tl_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name: "postgresql",
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * One fresh database per backend under test: SQLite always, PostgreSQL when configured (required in
 * CI). TEST_BACKENDS=sqlite or TEST_BACKENDS=postgresql keeps one of them, for a quicker local run.
 */
export async function createTestDatabases(): Promise<TestDatabase[]> {
  const wanted = (process.env.TEST_BACKENDS ?? "sqlite,postgresql").split(",").map((name) => name.trim());
  const base = wanted.includes("postgresql") ? postgresBaseUrl() : undefined;
  if (wanted.includes("postgresql") && !base)
    console.warn("tests: TEST_DATABASE_URL is not set, so the PostgreSQL suites are skipped");
  return [
    ...(wanted.includes("sqlite") ? [createSqliteDatabase()] : []),
    ...(base ? [await createPostgresDatabase(base)] : []),
  ];
}
