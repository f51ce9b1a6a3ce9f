import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { applyMigrations } from "../../lib/db/apply-migrations";
import { resolveMigrationsDir } from "../../lib/db/migrate/resolve-migrations-dir";

/** A copy of the project whose migrations stop just before one, to test that migration on data made before it. */
export type ProjectBeforeMigration = {
  dir: string;
  /** Adds the migration (and, with `andLater`, every one after it, so the database ends as the app's). */
  addMigration: (options?: { andLater?: boolean }) => void;
  /** Applies the copy's migrations to a database (THREADLINE_ROOT), answering the names applied. */
  apply: (url: string) => Promise<string[]>;
};

/** A temporary project root (THREADLINE_ROOT) with the migrations of `provider` before the one `name` matches. */
export function projectBeforeMigration(provider: "sqlite" | "postgresql", name: RegExp): ProjectBeforeMigration {
  const root = process.cwd();
  const dir = mkdtempSync(join(tmpdir(), "tl-migration-"));
  const from = resolveMigrationsDir(provider, root);
  const to = resolveMigrationsDir(provider, dir);
  mkdirSync(to, { recursive: true });
  const names = readdirSync(from, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const index = names.findIndex((each) => name.test(each));
  if (index < 0) throw new Error(`no migration matches ${name}`);
  const copy = (each: string) => cpSync(join(from, each), join(to, each), { recursive: true });
  names.slice(0, index).forEach(copy);
  cpSync(join(from, "migration_lock.toml"), join(to, "migration_lock.toml"));
  writeFileSync(join(dir, "package.json"), "{}");
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  return {
    dir,
    addMigration: (options = {}) => (options.andLater ? names.slice(index) : [names[index]!]).forEach(copy),
    async apply(url) {
      const previous = process.env.THREADLINE_ROOT;
      process.env.THREADLINE_ROOT = dir;
      try {
        return (await applyMigrations(url)).applied;
      } finally {
        if (previous === undefined) delete process.env.THREADLINE_ROOT;
        else process.env.THREADLINE_ROOT = previous;
      }
    },
  };
}
