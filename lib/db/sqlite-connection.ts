import type { SqlQueryable } from "@prisma/driver-adapter-utils";

const cache = globalThis as unknown as { threadlineSqliteConnections?: Map<string, SqlQueryable> };

/** Makes a SQLite file's Prisma connection reachable for lib/db's fixed statements in its transactions. */
export function registerSqliteConnection(path: string, connection: SqlQueryable): void {
  (cache.threadlineSqliteConnections ??= new Map()).set(path, connection);
}

/**
 * The driver-adapter connection Prisma writes a SQLite file through, or null before it opens. A
 * statement run on it inside a transaction of that connection is part of the transaction.
 */
export function sqliteConnection(path: string): SqlQueryable | null {
  return cache.threadlineSqliteConnections?.get(path) ?? null;
}
