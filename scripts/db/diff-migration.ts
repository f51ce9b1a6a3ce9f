// Writes prisma/migrations/<ts>_<name>/migration.sql and prisma/postgres/migrations/<ts>_<name>/migration.sql:
// the SQL from the state of each migrations folder to its schema, computed by the WASM schema engine.
// Usage: npx tsx scripts/db/diff-migration.ts <name>   (npm run db:diff -- <name>)
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { diffMigrationsToSchema } from "../../lib/db/migrate/diff-migrations-to-schema";
import { formatLockfileText } from "../../lib/db/migrate/format-lockfile-text";
import { resolveProjectRoot } from "../../lib/db/migrate/resolve-project-root";

const PROVIDERS = ["sqlite", "postgresql"] as const;

function utcTimestamp(date = new Date()): string {
  return date.toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

async function main(): Promise<number> {
  const name = process.argv[2];
  if (!name || !/^[a-z0-9_]+$/i.test(name)) {
    console.error("usage: npx tsx scripts/db/diff-migration.ts <name>   (letters, digits, underscores)");
    return 2;
  }
  const root = resolveProjectRoot();
  const diffs = [];
  for (const provider of PROVIDERS) diffs.push({ provider, ...(await diffMigrationsToSchema(provider, root)) });
  if (diffs.every((d) => d.sql === "")) {
    console.log("no schema changes");
    return 0;
  }
  const folder = `${utcTimestamp()}_${name}`;
  for (const diff of diffs) {
    if (diff.sql === "") {
      console.log(`${diff.provider}: no schema changes`);
      continue;
    }
    mkdirSync(join(diff.migrationsDir, folder), { recursive: true });
    writeFileSync(join(diff.migrationsDir, folder, "migration.sql"), diff.sql);
    const lockPath = join(diff.migrationsDir, "migration_lock.toml");
    if (!existsSync(lockPath)) writeFileSync(lockPath, formatLockfileText(diff.provider));
    console.log(`${diff.provider}: wrote ${join(diff.migrationsDir, folder, "migration.sql")}`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
