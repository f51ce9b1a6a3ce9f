import { readFile } from "node:fs/promises";
import { join } from "node:path";

import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

import { createPostgresAdapterFactory } from "./create-postgres-adapter-factory";
import { createSqliteAdapterFactory } from "./create-sqlite-adapter-factory";
import { createTempPostgresDatabase } from "./create-temp-postgres-database";
import { formatLockfileText } from "./format-lockfile-text";
import { omitSearchIndexChanges } from "./omit-search-index-changes";
import { readMigrationsList } from "./read-migrations-list";
import { resolveMigrationsDir } from "./resolve-migrations-dir";
import { runSchemaEngine } from "./run-schema-engine";
import { searchIndexTables } from "./search-index-tables";

export type DiffResultFiles = { sql: string; migrationsDir: string; schemaPath: string };

// Server for temporary PostgreSQL shadow databases unless SHADOW_DATABASE_URL says otherwise.
const DEFAULT_SHADOW_BASE_URL = "postgresql://postgres@127.0.0.1:5432/";

/**
 * The SQL taking a database from the state of a provider's migrations folder to its schema file
 * ("" when they match). The migrations are replayed on a shadow database: in memory for SQLite, a
 * temporary database on `shadowBaseUrl` for PostgreSQL.
 */
export async function diffMigrationsToSchema(
  provider: "sqlite" | "postgresql",
  root: string,
  shadowBaseUrl = process.env.SHADOW_DATABASE_URL || DEFAULT_SHADOW_BASE_URL,
): Promise<DiffResultFiles> {
  const migrationsDir = resolveMigrationsDir(provider, root);
  const schemaPath = join(root, "prisma", provider === "postgresql" ? "postgres" : "", "schema.prisma");
  const schema = await readFile(schemaPath, "utf8");
  const migrationsList = await readMigrationsList(migrationsDir);
  migrationsList.lockfile.content ??= formatLockfileText(provider);

  const run = (factory: SqlMigrationAwareDriverAdapterFactory) =>
    runSchemaEngine(root, factory, [[schemaPath, schema]], (engine) =>
      engine.diff({
        from: { tag: "migrations", ...migrationsList },
        to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: schema }] },
        script: true,
        exitCode: null,
        filters: { externalTables: searchIndexTables(provider), externalEnums: [] },
      }),
    );

  let result: Awaited<ReturnType<typeof run>>;
  if (provider === "postgresql") {
    // The engine also wants a main connection: give it a scratch database of its own.
    const main = await createTempPostgresDatabase(shadowBaseUrl, "tl_diff");
    try {
      result = await run(createPostgresAdapterFactory(main.url, shadowBaseUrl));
    } finally {
      await main.drop();
    }
  } else {
    result = await run(createSqliteAdapterFactory(":memory:"));
  }
  const sql = provider === "postgresql" ? omitSearchIndexChanges(result.stdout ?? "") : (result.stdout ?? "");
  return { sql: normalizeEmpty(sql), migrationsDir, schemaPath };
}

function normalizeEmpty(sql: string): string {
  const meaningful = sql.split("\n").filter((line) => line.trim() !== "" && !line.trim().startsWith("--"));
  return meaningful.length === 0 ? "" : sql;
}
