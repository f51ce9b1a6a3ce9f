import { db, type Db } from "./client";

/** The client handed to a transaction's callback. */
export type Tx = Omit<Db, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

/** Runs `work` in one database transaction: all of its writes land, or none do. */
export function transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return db().$transaction((tx) => work(tx), { maxWait: 10_000, timeout: 20_000 });
}
