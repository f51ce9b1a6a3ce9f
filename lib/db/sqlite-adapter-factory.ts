import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type { SqlDriverAdapter } from "@prisma/driver-adapter-utils";
import type Database from "better-sqlite3";
import { LRUCache } from "lru-cache";

import { registerSqliteWriter } from "./sqlite-writer";

type Args = unknown[];

// A statement's result columns do not change while it stays prepared.
const columnsOf = new WeakMap<Database.Statement, Database.ColumnDefinition[]>();

// The part of a bound statement that Prisma's adapter uses (performIO, executeIO, startTransaction).
function bound(statement: Database.Statement, args: Args) {
  return {
    reader: statement.reader,
    run: () => statement.run(args),
    columns: () => {
      let columns = columnsOf.get(statement);
      if (!columns) columnsOf.set(statement, (columns = statement.columns()));
      return columns;
    },
    raw: () => ({ all: () => statement.raw(true).all(args) }),
  };
}

/**
 * Prisma's better-sqlite3 adapter, changed in how it drives the connection:
 *
 * - Transactions begin with `BEGIN IMMEDIATE`. A deferred `BEGIN` takes the write lock only at its
 *   first write; when another process has committed since the transaction's first read, SQLite
 *   refuses the upgrade at once with SQLITE_BUSY (the busy timeout does not apply) and the request
 *   fails. Taking the lock at the start makes a second writer wait its turn under the busy timeout.
 * - Commits do not wait for the disk (synchronous = NORMAL, stated; SQLITE_SYNCHRONOUS=full for FULL).
 * - Statements stay prepared, and lib/db's fixed writes reach the connection (sqlite-writer.ts).
 *   The adapter prepares every query anew (a parse and plan each time);
 *   here the connection keeps the last 500 it prepared, by SQL text, and binds each call's
 *   arguments at run time instead of once per statement.
 */
export class SqliteAdapterFactory extends PrismaBetterSqlite3 {
  private readonly path: string;

  constructor(config: { url: string; timeout?: number }) {
    super(config);
    this.path = config.url;
  }

  override async connect(): Promise<SqlDriverAdapter> {
    const adapter = await super.connect();
    const client = (adapter as unknown as { client: Database.Database }).client;
    // In WAL mode, NORMAL syncs at checkpoints instead of at every commit: an application crash
    // loses nothing; a power cut may lose the last commits, never the file (docs/architecture.md).
    // Set either way: better-sqlite3's build already defaults WAL connections to NORMAL.
    client.pragma(`synchronous = ${process.env.SQLITE_SYNCHRONOUS === "full" ? "FULL" : "NORMAL"}`);
    const prepare = client.prepare.bind(client);
    const statements = new LRUCache<string, Database.Statement>({ max: 500 });
    const prepared = (sql: string) => {
      const text = sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql;
      let statement = statements.get(text);
      if (!statement) statements.set(text, (statement = prepare(text)));
      return statement;
    };
    registerSqliteWriter(this.path, prepared);
    client.prepare = ((sql: string) => {
      const statement = prepared(sql);
      return { bind: (args: Args) => bound(statement, args), run: () => statement.run() };
    }) as unknown as typeof client.prepare;
    return adapter;
  }
}
