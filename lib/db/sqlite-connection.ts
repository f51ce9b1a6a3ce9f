import type { SqlQueryable } from "@prisma/driver-adapter-utils";

const cache = globalThis as unknown as { threadlineSqliteTransactions?: Map<string, SqlQueryable | null> };

/** Records the transaction now open on a SQLite file's Prisma connection (null once it ends). */
export function setOpenSqliteTransaction(path: string, transaction: SqlQueryable | null): void {
  (cache.threadlineSqliteTransactions ??= new Map()).set(path, transaction);
}

/**
 * The driver-adapter transaction open on a SQLite file's Prisma connection, or null. Read at the
 * start of transaction()'s callback, it is that callback's own: lib/db's fixed statements run on
 * it, and it refuses them once it has ended (a timed-out callback cannot write into the next one).
 */
export function openSqliteTransaction(path: string): SqlQueryable | null {
  return cache.threadlineSqliteTransactions?.get(path) ?? null;
}
