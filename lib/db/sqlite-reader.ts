import Database from "better-sqlite3";

type SqliteReader = { path: string; database: Database.Database; statements: Map<string, Database.Statement> };

const cache = globalThis as unknown as { threadlineSqliteReader?: SqliteReader };

/**
 * A prepared statement on the hot reads' own SQLite connection. Outside any transaction of the main
 * connection, it sees only committed data (WAL gives each statement the latest commit), and its
 * statements stay prepared: the map holds one per fixed read in lib/db.
 */
export function sqliteReadStatement(path: string, sql: string): Database.Statement {
  if (cache.threadlineSqliteReader?.path !== path) {
    cache.threadlineSqliteReader?.database.close();
    cache.threadlineSqliteReader = { path, database: new Database(path, { timeout: 10_000 }), statements: new Map() };
  }
  const reader = cache.threadlineSqliteReader;
  let statement = reader.statements.get(sql);
  if (!statement) {
    statement = reader.database.prepare(sql);
    if (!statement.readonly) throw new Error(`the read connection runs reads only: ${sql}`);
    reader.statements.set(sql, statement);
  }
  return statement;
}

/** Closes the hot reads' SQLite connection, if open. */
export function closeSqliteReader(): void {
  cache.threadlineSqliteReader?.database.close();
  cache.threadlineSqliteReader = undefined;
}
