import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

import type { MigrationDirectory, MigrationList } from "@prisma/schema-engine-wasm";

const LOCKFILE = "migration_lock.toml";
const SCRIPT = "migration.sql";

/** Loads a Prisma migrations folder the way the prisma CLI hands it to the schema engine. */
export async function readMigrationsList(baseDir: string): Promise<MigrationList> {
  const lockContent = await readFile(join(baseDir, LOCKFILE), "utf8").catch(() => null);
  const entries = await readdir(baseDir, { withFileTypes: true }).catch(() => []);
  const migrationDirectories: MigrationDirectory[] = [];
  for (const entry of entries.filter((e) => e.isDirectory())) {
    const content = await readFile(join(baseDir, entry.name, SCRIPT), "utf8").then(
      (value) => ({ tag: "ok" as const, value }),
      (error: Error) => ({ tag: "error" as const, value: error.message }),
    );
    migrationDirectories.push({ path: entry.name, migrationFile: { path: SCRIPT, content } });
  }
  migrationDirectories.sort((a, b) => a.path.localeCompare(b.path));
  return {
    baseDir,
    lockfile: { path: LOCKFILE, content: lockContent },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}
