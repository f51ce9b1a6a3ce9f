import {
  DriverAdapterError,
  type IsolationLevel,
  type SqlDriverAdapter,
  type SqlDriverAdapterFactory,
  type Transaction,
} from "@prisma/driver-adapter-utils";
import Database from "better-sqlite3";

import { setOpenSqliteTransaction } from "./sqlite-connection";
import { createSqliteStatements, type SqliteStatements } from "./sqlite-statements";

const adapterName = "threadline-better-sqlite3";
const noArgs = { args: [], argTypes: [] };

/** A queue of one: each caller waits for the previous one's release. */
function createTurns(): () => Promise<() => void> {
  let last = Promise.resolve();
  return async () => {
    let release!: () => void;
    const previous = last;
    last = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return release;
  };
}

// Prisma runs COMMIT and ROLLBACK itself through executeRaw (usePhantomQuery false); commit() and
// rollback() end the transaction and hand the connection to the next one. Once ended, it refuses
// statements: a callback that outlived its transaction must not write into the next one's.
function openTransaction(path: string, statements: SqliteStatements, release: () => void): Transaction {
  let open = true;
  const live = () => {
    if (!open) throw new Error("this SQLite transaction has ended (committed, rolled back or timed out)");
    return statements;
  };
  const end = () => {
    open = false;
    setOpenSqliteTransaction(path, null);
    release();
  };
  const run = async (sql: string) => void live().execute({ sql, ...noArgs });
  const transaction: Transaction = {
    provider: "sqlite",
    adapterName,
    options: { usePhantomQuery: false },
    queryRaw: async (query) => live().query(query),
    executeRaw: async (query) => live().execute(query),
    commit: async () => end(),
    rollback: async () => {
      // Prisma rolls back with ROLLBACK first; this one matters when COMMIT itself failed (disk
      // full, I/O error), which would otherwise leave SQLite inside the transaction for the next.
      try {
        statements.script("ROLLBACK");
      } catch {
        // no transaction was active: Prisma's ROLLBACK already ended it
      } finally {
        end();
      }
    },
    createSavepoint: (name) => run(`SAVEPOINT ${name}`),
    rollbackToSavepoint: (name) => run(`ROLLBACK TO ${name}`),
    releaseSavepoint: (name) => run(`RELEASE SAVEPOINT ${name}`),
  };
  setOpenSqliteTransaction(path, transaction);
  return transaction;
}

/**
 * Prisma's connection to a SQLite file, a driver adapter of our own on better-sqlite3 (the public
 * `@prisma/driver-adapter-utils` interface), so that:
 *
 * - Statements stay prepared between queries (sqlite-statements.ts).
 * - Transactions begin with `BEGIN IMMEDIATE`. A deferred `BEGIN` takes the write lock only at its
 *   first write; when another process has committed since the transaction's first read, SQLite
 *   refuses the upgrade at once with SQLITE_BUSY (the busy timeout does not apply) and the request
 *   fails. Taking the lock at the start makes a second writer wait its turn under the busy timeout.
 * - Commits do not wait for the disk (synchronous = NORMAL, stated; SQLITE_SYNCHRONOUS=full for FULL).
 * - lib/db's fixed statements reach the open transaction through this same interface (sqlite-connection.ts).
 */
function connectSqlite(path: string): SqlDriverAdapter {
  const database = new Database(path, { timeout: 10_000 });
  database.defaultSafeIntegers(true);
  // In WAL mode, NORMAL syncs at checkpoints instead of at every commit: an application crash
  // loses nothing; a power cut may lose the last commits, never the file (docs/architecture.md).
  database.pragma(`synchronous = ${process.env.SQLITE_SYNCHRONOUS === "full" ? "FULL" : "NORMAL"}`);
  const statements = createSqliteStatements(database);
  const nextTurn = createTurns();
  return {
    provider: "sqlite",
    adapterName,
    queryRaw: async (query) => statements.query(query),
    executeRaw: async (query) => statements.execute(query),
    executeScript: async (script) => statements.script(script),
    dispose: async () => void database.close(),
    async startTransaction(isolationLevel?: IsolationLevel) {
      if (isolationLevel && isolationLevel !== "SERIALIZABLE") {
        throw new DriverAdapterError({ kind: "InvalidIsolationLevel", level: isolationLevel });
      }
      const release = await nextTurn();
      try {
        statements.execute({ sql: "BEGIN IMMEDIATE", ...noArgs });
      } catch (error) {
        release();
        throw error;
      }
      return openTransaction(path, statements, release);
    },
  };
}

/** The adapter factory of Prisma's connection to a SQLite file (busy timeout 10 s). */
export function createSqliteClientAdapter(path: string): SqlDriverAdapterFactory {
  return { provider: "sqlite", adapterName, connect: async () => connectSqlite(path) };
}
