import type Database from "better-sqlite3";

type Prepare = (sql: string) => Database.Statement;

const cache = globalThis as unknown as { threadlineSqliteWriters?: Map<string, Prepare> };

/** Makes a SQLite file's Prisma connection reachable for fixed writes in its transactions. */
export function registerSqliteWriter(path: string, prepare: Prepare): void {
  (cache.threadlineSqliteWriters ??= new Map()).set(path, prepare);
}

/**
 * A prepared statement on the connection Prisma writes a SQLite file through, or null before that
 * connection opens. Run inside a transaction of that connection, it is part of the transaction.
 */
export function sqliteWriterStatement(path: string, sql: string): Database.Statement | null {
  return cache.threadlineSqliteWriters?.get(path)?.(sql) ?? null;
}
