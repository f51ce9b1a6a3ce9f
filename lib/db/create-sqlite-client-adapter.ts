import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import {
  DriverAdapterError,
  type IsolationLevel,
  type SqlDriverAdapter,
  type SqlDriverAdapterFactory,
  type SqlQuery,
  type Transaction,
} from "@prisma/driver-adapter-utils";

import { setOpenSqliteTransaction } from "./sqlite-connection";

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
function openTransaction(path: string, adapter: SqlDriverAdapter, release: () => void): Transaction {
  let open = true;
  const live = () => {
    if (!open) throw new Error("this SQLite transaction has ended (committed, rolled back or timed out)");
    return adapter;
  };
  const end = () => {
    open = false;
    setOpenSqliteTransaction(path, null);
    release();
  };
  const transaction: Transaction = {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    options: { usePhantomQuery: false },
    queryRaw: async (query: SqlQuery) => live().queryRaw(query),
    executeRaw: async (query: SqlQuery) => live().executeRaw(query),
    commit: async () => end(),
    rollback: async () => {
      // Prisma rolls back with ROLLBACK first; this one matters when COMMIT itself failed (disk
      // full, I/O error), which would otherwise leave SQLite inside the transaction for the next.
      // The adapter throws at once (not a rejected promise) when no transaction is active.
      try {
        await adapter.executeScript("ROLLBACK");
      } catch {
        // no transaction was active: Prisma's ROLLBACK already ended it
      } finally {
        end();
      }
    },
    createSavepoint: async (name) => void (await adapter.executeRaw({ sql: `SAVEPOINT ${name}`, ...noArgs })),
    rollbackToSavepoint: async (name) => void (await adapter.executeRaw({ sql: `ROLLBACK TO ${name}`, ...noArgs })),
    releaseSavepoint: async (name) => void (await adapter.executeRaw({ sql: `RELEASE SAVEPOINT ${name}`, ...noArgs })),
  };
  setOpenSqliteTransaction(path, transaction);
  return transaction;
}

/**
 * Prisma's better-sqlite3 adapter, wrapped through its public interface so that:
 *
 * - Transactions begin with `BEGIN IMMEDIATE`. A deferred `BEGIN` takes the write lock only at its
 *   first write; when another process has committed since the transaction's first read, SQLite
 *   refuses the upgrade at once with SQLITE_BUSY (the busy timeout does not apply) and the request
 *   fails. Taking the lock at the start makes a second writer wait its turn under the busy timeout.
 * - Commits do not wait for the disk (synchronous = NORMAL, stated; SQLITE_SYNCHRONOUS=full for FULL).
 * - lib/db's fixed statements reach the open transaction through this same interface (sqlite-connection.ts).
 */
function immediateTransactions(path: string, adapter: SqlDriverAdapter): SqlDriverAdapter {
  const nextTurn = createTurns();
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    queryRaw: (query) => adapter.queryRaw(query),
    executeRaw: (query) => adapter.executeRaw(query),
    executeScript: (script) => adapter.executeScript(script),
    dispose: () => adapter.dispose(),
    async startTransaction(isolationLevel?: IsolationLevel) {
      if (isolationLevel && isolationLevel !== "SERIALIZABLE") {
        throw new DriverAdapterError({ kind: "InvalidIsolationLevel", level: isolationLevel });
      }
      const release = await nextTurn();
      try {
        await adapter.executeRaw({ sql: "BEGIN IMMEDIATE", ...noArgs });
      } catch (error) {
        release();
        throw error;
      }
      return openTransaction(path, adapter, release);
    },
  };
}

/** The adapter factory of Prisma's connection to a SQLite file (busy timeout 10 s). */
export function createSqliteClientAdapter(path: string): SqlDriverAdapterFactory {
  const inner = new PrismaBetterSqlite3({ url: path, timeout: 10_000 });
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    async connect() {
      const adapter = await inner.connect();
      // In WAL mode, NORMAL syncs at checkpoints instead of at every commit: an application crash
      // loses nothing; a power cut may lose the last commits, never the file (docs/architecture.md).
      // Set either way: better-sqlite3's build already defaults WAL connections to NORMAL.
      await adapter.executeScript(
        `PRAGMA synchronous = ${process.env.SQLITE_SYNCHRONOUS === "full" ? "FULL" : "NORMAL"}`,
      );
      return immediateTransactions(path, adapter);
    },
  };
}
