// Runs once when the server starts: bring the database up to date before serving.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { applyMigrations } = await import("./lib/db/apply-migrations");
  const { databaseUrl } = await import("./lib/db/database-url");
  const { enableSqliteWal } = await import("./lib/db/enable-sqlite-wal");
  const { applied } = await applyMigrations(databaseUrl());
  enableSqliteWal(databaseUrl());
  if (applied.length) console.log(`threadline: applied ${applied.length} migration(s): ${applied.join(", ")}`);
}
