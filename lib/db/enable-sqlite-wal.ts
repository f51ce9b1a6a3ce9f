import Database from "better-sqlite3";

import { providerOf, sqlitePathOf } from "./database-url";

/**
 * Puts a SQLite database in write-ahead-log mode (kept in the file): readers no longer wait for
 * the writer, which is what a comment page under load needs. No-op for PostgreSQL.
 */
export function enableSqliteWal(url: string): void {
  if (providerOf(url) !== "sqlite" || sqlitePathOf(url) === ":memory:") return;
  const database = new Database(sqlitePathOf(url), { timeout: 10_000 });
  try {
    database.pragma("journal_mode = WAL");
  } finally {
    database.close();
  }
}
