import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { applyMigrations } from "../../lib/db/apply-migrations";
import { createTempPostgresDatabase, type TempDatabase } from "../../lib/db/migrate/create-temp-postgres-database";
import { diffMigrationsToSchema } from "../../lib/db/migrate/diff-migrations-to-schema";
import { resolveMigrationsDir } from "../../lib/db/migrate/resolve-migrations-dir";
import { queryDatabase } from "../support/query-database";
import { postgresBaseUrl } from "../support/test-databases";

const root = process.cwd();
const pgBase = postgresBaseUrl(); // throws when CI=true and TEST_DATABASE_URL is unset
const TABLES = ["Account", "Site", "SiteDomain", "ApiKey", "Thread", "Comment", "Vote", "Reaction", "Event"];

function migrationNames(provider: "sqlite" | "postgresql"): string[] {
  const dir = resolveMigrationsDir(provider, root);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

describe("applyMigrations on SQLite", () => {
  const dir = mkdtempSync(join(tmpdir(), "tl-mig-"));
  // The `file:./relative` form, in a folder that does not exist yet.
  const url = `file:./${relative(process.cwd(), join(dir, "nested", "threadline.db"))}`;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("applies the init migration to a fresh file and records it", async () => {
    const names = migrationNames("sqlite");
    expect(names.some((name) => /^\d{14}_init$/.test(name))).toBe(true);
    expect(await applyMigrations(url)).toEqual({ applied: names });
    const tables = (await queryDatabase(url, "SELECT name FROM sqlite_master WHERE type = 'table'")).map((r) => r.name);
    expect(tables).toEqual(expect.arrayContaining([...TABLES, "_prisma_migrations"]));
    const rows = await queryDatabase(url, "SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations");
    expect(rows.map((r) => r.migration_name)).toEqual(names);
    expect(rows.every((r) => r.finished_at !== null && r.rolled_back_at === null)).toBe(true);
  });

  it("applies nothing the second time", async () => {
    expect(await applyMigrations(url)).toEqual({ applied: [] });
  });

  it("applies each migration once when two callers race", async () => {
    const raceUrl = `file:${join(dir, "race.db")}`;
    const results = await Promise.all([applyMigrations(raceUrl), applyMigrations(raceUrl)]);
    expect(results.flatMap((r) => r.applied)).toEqual(migrationNames("sqlite"));
  });
});

describe.skipIf(!pgBase)("applyMigrations on PostgreSQL", () => {
  let database: TempDatabase;
  let raceDatabase: TempDatabase;
  beforeAll(async () => {
    database = await createTempPostgresDatabase(pgBase!, "tl_mig");
    raceDatabase = await createTempPostgresDatabase(pgBase!, "tl_mig");
  });
  afterAll(async () => {
    await database?.drop();
    await raceDatabase?.drop();
  });

  it("applies the init migration to a fresh database and records it", async () => {
    const names = migrationNames("postgresql");
    expect(names).toEqual(migrationNames("sqlite"));
    expect(await applyMigrations(database.url)).toEqual({ applied: names });
    const tables = await queryDatabase(
      database.url,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.map((r) => r.table_name)).toEqual(expect.arrayContaining([...TABLES, "_prisma_migrations"]));
    const rows = await queryDatabase(
      database.url,
      // A table has no order of its own: PostgreSQL returns a row moved by its update wherever it landed.
      "SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY migration_name",
    );
    expect(rows.map((r) => r.migration_name)).toEqual(names);
    expect(rows.every((r) => r.finished_at !== null && r.rolled_back_at === null)).toBe(true);
  });

  it("applies nothing the second time", async () => {
    expect(await applyMigrations(database.url)).toEqual({ applied: [] });
  });

  it("applies each migration once when two callers race", async () => {
    const results = await Promise.all([applyMigrations(raceDatabase.url), applyMigrations(raceDatabase.url)]);
    expect(results.flatMap((r) => r.applied)).toEqual(migrationNames("postgresql"));
  });
});

describe("schemas and migrations stay in step", () => {
  it("prisma/postgres/schema.prisma is derived from prisma/schema.prisma", () => {
    const run = spawnSync("npx", ["tsx", "scripts/db/derive-postgres-schema.ts", "--check"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.stderr.replace(/^npm warn .*\n?/gm, "")).toBe("");
    expect(run.status).toBe(0);
  });

  it("the SQLite migrations produce prisma/schema.prisma (no change lacks a migration)", async () => {
    expect((await diffMigrationsToSchema("sqlite", root)).sql).toBe("");
  });

  it.skipIf(!pgBase)("the PostgreSQL migrations produce prisma/postgres/schema.prisma", async () => {
    expect((await diffMigrationsToSchema("postgresql", root, pgBase)).sql).toBe("");
  });
});
