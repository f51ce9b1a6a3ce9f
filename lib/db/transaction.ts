import { db, type Db } from "./client";

/** The client handed to a transaction's callback. */
export type Tx = Omit<Db, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

const maxAttempts = 4;

// P2034: PostgreSQL aborted the transaction for a deadlock or a serialization failure; the whole
// callback is safe to run again because none of its writes landed.
function isWriteConflict(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2034";
}

/** Runs `work` in one database transaction: all of its writes land, or none do (retried on a deadlock). */
export async function transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db().$transaction((tx) => work(tx), { maxWait: 10_000, timeout: 20_000 });
    } catch (error) {
      if (attempt >= maxAttempts || !isWriteConflict(error)) throw error;
    }
  }
}
