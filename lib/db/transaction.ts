import { AsyncLocalStorage } from "node:async_hooks";

import { db, type Db } from "./client";

/** The client handed to a transaction's callback. */
export type Tx = Omit<Db, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

const maxAttempts = 4;

/** Thrown by a transaction's work when a row changed under it; the transaction is retried like a deadlock. */
export class WriteConflict extends Error {}

// P2034: PostgreSQL aborted the transaction for a deadlock or a serialization failure; the whole
// callback is safe to run again because none of its writes landed.
function isWriteConflict(error: unknown): boolean {
  if (error instanceof WriteConflict) return true;
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2034";
}

// What to do once the current transaction has committed (see afterCommit). On globalThis: code that
// instrumentation's bundle registered (event subscribers) runs inside the routes' transactions.
const holder = globalThis as unknown as { threadlineCommitting?: AsyncLocalStorage<Array<() => void>> };
const committing = (holder.threadlineCommitting ??= new AsyncLocalStorage<Array<() => void>>());

/**
 * Runs `run` once the transaction the caller is in has committed (never if it rolls back), or at
 * once outside a transaction. For signals that readers may act on only when the change is visible.
 */
export function afterCommit(run: () => void): void {
  const pending = committing.getStore();
  if (pending) pending.push(run);
  else run();
}

/** Whether the caller runs inside transaction()'s callback (a statement on the shared SQLite connection must). */
export function insideTransaction(): boolean {
  return committing.getStore() !== undefined;
}

/** Runs `work` in one database transaction: all of its writes land, or none do (retried on a deadlock). */
export async function transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const pending: Array<() => void> = [];
    try {
      const result = await committing.run(pending, () =>
        db().$transaction((tx) => work(tx), { maxWait: 10_000, timeout: 20_000 }),
      );
      for (const run of pending) run();
      return result;
    } catch (error) {
      if (attempt >= maxAttempts || !isWriteConflict(error)) throw error;
    }
  }
}
