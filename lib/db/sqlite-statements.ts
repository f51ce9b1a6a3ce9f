import type { SqlQuery, SqlResultSet } from "@prisma/driver-adapter-utils";
import type Database from "better-sqlite3";

import { mapSqliteArg, mapSqliteRow, sqliteColumnTypes } from "./sqlite-result-mapping";
import { toSqliteDriverError } from "./to-sqlite-driver-error";

type Prepared = { statement: Database.Statement; names: string[]; declared: Array<string | null> };

/** Runs Prisma's queries on one better-sqlite3 connection, each SQL text prepared once. */
export type SqliteStatements = {
  query(query: SqlQuery): SqlResultSet;
  execute(query: SqlQuery): number;
  script(script: string): void;
};

// Prisma's queries are fixed texts (IN lists vary by length), so a few hundred cover a server's
// working set; the least recently used is dropped when a new one would exceed the limit.
const cacheLimit = 500;

/**
 * Prepared statements on `database`, kept between calls: preparing costs about 40 µs a query,
 * which on SQLite is time the single write lock is held. better-sqlite3 runs each statement to
 * completion synchronously, so one statement object serves every caller in turn.
 */
export function createSqliteStatements(database: Database.Database): SqliteStatements {
  const cache = new Map<string, Prepared>();

  const prepare = (sql: string): Prepared => {
    let prepared = cache.get(sql);
    if (prepared) {
      cache.delete(sql);
    } else {
      const statement = database.prepare(sql);
      const columns = statement.reader ? statement.columns() : [];
      prepared = { statement, names: columns.map((c) => c.name), declared: columns.map((c) => c.type) };
      if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value as string);
    }
    cache.set(sql, prepared);
    return prepared;
  };

  const argsOf = (query: SqlQuery) => query.args.map((arg, i) => mapSqliteArg(arg, query.argTypes[i]));

  const guard = <T>(run: () => T): T => {
    try {
      return run();
    } catch (error) {
      throw toSqliteDriverError(error);
    }
  };

  return {
    query: (query) =>
      guard(() => {
        const { statement, names, declared } = prepare(query.sql);
        if (!statement.reader) {
          statement.run(...argsOf(query));
          return { columnNames: [], columnTypes: [], rows: [] };
        }
        const rows = statement.raw(true).all(...argsOf(query)) as unknown[][];
        const columnTypes = sqliteColumnTypes(declared, rows);
        return { columnNames: names, columnTypes, rows: rows.map((row) => mapSqliteRow(row, columnTypes)) };
      }),
    execute: (query) => guard(() => prepare(query.sql).statement.run(...argsOf(query)).changes),
    script: (script) => guard(() => void database.exec(script)),
  };
}
