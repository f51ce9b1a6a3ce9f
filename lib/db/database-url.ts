import { AsyncLocalStorage } from "node:async_hooks";

// A database chosen for one piece of work (a test factory writing to one of several test databases).
const scopedUrl = new AsyncLocalStorage<string>();

/** The configured database: the one `withDatabaseUrl` chose for the caller, else DATABASE_URL, else the embedded SQLite file. */
export function databaseUrl(): string {
  return scopedUrl.getStore() || process.env.DATABASE_URL || "file:./data/threadline.db";
}

/** Runs `work` against the database at `url` instead of the configured one (one process, several databases). */
export function withDatabaseUrl<T>(url: string, work: () => Promise<T>): Promise<T> {
  return scopedUrl.run(url, work);
}

/** Which Prisma provider a database URL needs. */
export function providerOf(url: string): "sqlite" | "postgresql" {
  return /^postgres(ql)?:\/\//i.test(url) ? "postgresql" : "sqlite";
}

/** The file path of a `file:` SQLite URL, as better-sqlite3 expects it. */
export function sqlitePathOf(url: string): string {
  return url.replace(/^file:/, "");
}
