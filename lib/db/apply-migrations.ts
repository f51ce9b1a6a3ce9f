import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";

import { providerOf, sqlitePathOf } from "./database-url";
import { createPostgresAdapterFactory } from "./migrate/create-postgres-adapter-factory";
import { createSqliteAdapterFactory } from "./migrate/create-sqlite-adapter-factory";
import { readMigrationsList } from "./migrate/read-migrations-list";
import { resolveMigrationsDir } from "./migrate/resolve-migrations-dir";
import { resolveProjectRoot } from "./migrate/resolve-project-root";
import { runSchemaEngine } from "./migrate/run-schema-engine";
import { withPostgresMigrationLock } from "./migrate/with-postgres-migration-lock";
import { withSqliteMigrationLock } from "./migrate/with-sqlite-migration-lock";

/**
 * Applies every pending Prisma migration (prisma/migrations for SQLite, prisma/postgres/migrations
 * for PostgreSQL) to the database at `url` through the WASM schema engine, recording them in
 * `_prisma_migrations` exactly as `prisma migrate deploy` would. Returns the names just applied.
 */
export async function applyMigrations(url: string): Promise<{ applied: string[] }> {
  const provider = providerOf(url);
  const root = resolveProjectRoot();
  const migrationsList = await readMigrationsList(resolveMigrationsDir(provider, root));
  if (migrationsList.migrationDirectories.length === 0) return { applied: [] };

  const apply = (factory: Parameters<typeof runSchemaEngine>[1]) =>
    runSchemaEngine(root, factory, undefined, (engine) =>
      engine.applyMigrations({ migrationsList, filters: { externalTables: [], externalEnums: [] } }),
    );

  if (provider === "postgresql") {
    const out = await withPostgresMigrationLock(url, () => apply(createPostgresAdapterFactory(url)));
    return { applied: out.appliedMigrationNames };
  }
  const path = sqlitePathOf(url);
  if (path !== ":memory:") await mkdir(dirname(path), { recursive: true });
  const out = await withSqliteMigrationLock(path, () => apply(createSqliteAdapterFactory(path)));
  return { applied: out.appliedMigrationNames };
}
