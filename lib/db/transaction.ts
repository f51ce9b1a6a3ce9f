import { AsyncLocalStorage } from "node:async_hooks";

import type { SqlQueryable } from "@prisma/driver-adapter-utils";

import { db, type Db } from "./client";
import { databaseUrl, providerOf, sqlitePathOf } from "./database-url";
import { openSqliteTransaction } from "./sqlite-connection";

/** The client handed to a transaction's callback. */
export type Tx = Omit<Db, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

const maxAttempts = 4;

/** Thrown by a transaction's work when a row changed under it; the transaction is retried like a deadlock. */
export class WriteConflict extends Error {}

// PostgreSQL aborted the transaction for a deadlock (40P01) or a serialization failure (40001); the
// whole callback is safe to run again because none of its writes landed. Prisma says P2034 for its
// own queries, but a raw query's (or a trigger's under it) comes as "Raw query failed. Code: `40P01`".
function isWriteConflict(error: unknown): boolean {
  if (error instanceof WriteConflict) return true;
  if (typeof error !== "object" || error === null) return false;
  if ((error as { code?: unknown }).code === "P2034") return true;
  return error instanceof Error && /Code: `(40P01|40001)`/.test(error.message);
}

// The current transaction's context: what to do once it has committed (see afterCommit), and on
// SQLite its driver-adapter transaction (run-in-transaction.ts). On globalThis: code that
// instrumentation's bundle registered (event subscribers) runs inside the routes' transactions.
type Context = { pending: Array<() => void>; sqlite: SqlQueryable | null };
const holder = globalThis as unknown as { threadlineTransactions?: AsyncLocalStorage<Context> };
const committing = (holder.threadlineTransactions ??= new AsyncLocalStorage<Context>());

/**
 * Runs `run` once the transaction the caller is in has committed (never if it rolls back), or at
 * once outside a transaction. For signals that readers may act on only when the change is visible.
 */
export function afterCommit(run: () => void): void {
  const context = committing.getStore();
  if (context) context.pending.push(run);
  else run();
}

/**
 * The SQLite driver-adapter transaction of the transaction() callback the caller runs in: null on
 * PostgreSQL, undefined outside any callback.
 */
export function currentSqliteTransaction(): SqlQueryable | null | undefined {
  return committing.getStore()?.sqlite;
}

/** Runs `work` in one database transaction: all of its writes land, or none do (retried on a deadlock). */
export async function transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const context: Context = { pending: [], sqlite: null };
    try {
      const result = await committing.run(context, () =>
        db().$transaction(
          (tx) => {
            // The callback starts once its transaction is open: the one open now is its own.
            const url = databaseUrl();
            if (providerOf(url) === "sqlite") context.sqlite = openSqliteTransaction(sqlitePathOf(url));
            return work(tx);
          },
          { maxWait: 10_000, timeout: 20_000 },
        ),
      );
      for (const run of context.pending) run();
      return result;
    } catch (error) {
      if (attempt >= maxAttempts || !isWriteConflict(error)) throw error;
    }
  }
}
