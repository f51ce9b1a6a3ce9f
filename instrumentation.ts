// Runs once when the server starts: bring the database up to date before serving, and check the
// rate-limit settings so that a bad one stops the server here rather than failing requests.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { applyMigrations } = await import("./lib/db/apply-migrations");
  const { databaseUrl } = await import("./lib/db/database-url");
  const { enableSqliteWal } = await import("./lib/db/enable-sqlite-wal");
  const { rateLimiter } = await import("./lib/ratelimit/rate-limiter");
  const { policyRule } = await import("./lib/ratelimit/policy-rule");
  policyRule("apiKey");
  console.log(`threadline: rate limits counted in ${rateLimiter().backend}`);
  const { applied } = await applyMigrations(databaseUrl());
  enableSqliteWal(databaseUrl());
  if (applied.length) console.log(`threadline: applied ${applied.length} migration(s): ${applied.join(", ")}`);
}
