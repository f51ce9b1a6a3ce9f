import { applyMigrations } from "@/lib/db/apply-migrations";
import { databaseUrl } from "@/lib/db/database-url";

/** `threadline migrate`: applies pending migrations to DATABASE_URL. */
export async function runMigrate(): Promise<void> {
  const { applied } = await applyMigrations(databaseUrl());
  console.error(
    applied.length ? `applied ${applied.length} migration(s): ${applied.join(", ")}` : "database is up to date",
  );
}
