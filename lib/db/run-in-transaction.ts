import type { ArgType } from "@prisma/driver-adapter-utils";

import { databaseUrl, providerOf } from "./database-url";
import { bindStatement, type SqlStatement } from "./sql-builder";
import { toSqliteValue } from "./to-sqlite-value";
import { currentSqliteTransaction, type Tx } from "./transaction";

// The values go converted already (toSqliteValue), so the adapter has no type to apply.
const untyped: ArgType = { scalarType: "unknown", arity: "scalar" };

/**
 * Runs a fixed statement in the caller's transaction and returns its rows (none without RETURNING
 * or SELECT). On SQLite it runs on the callback's own driver-adapter transaction, with no
 * pass through Prisma's query engine: the hot write path's statements cost microseconds instead of
 * a fraction of a millisecond, which is time the one write lock is held. On PostgreSQL it is a raw
 * query on the transaction's connection. Booleans come back as 0/1 on SQLite, dates as ISO text.
 */
export async function runInTransaction<Params extends Record<string, unknown>, Row>(
  tx: Tx,
  statement: SqlStatement<Params, Row>,
  values: Params,
): Promise<Row[]> {
  // Outside a transaction, a statement on the shared SQLite connection could land in another request's.
  const own = currentSqliteTransaction();
  if (own === undefined) throw new Error("runInTransaction needs a transaction");
  const dialect = providerOf(databaseUrl());
  const { sql, parameters } = bindStatement(statement, dialect, values);
  if (dialect === "postgresql") return tx.$queryRawUnsafe<Row[]>(sql, ...parameters);
  if (!own) throw new Error("no SQLite transaction is open for this callback");
  const result = await own.queryRaw({
    sql,
    args: parameters.map(toSqliteValue),
    argTypes: parameters.map(() => untyped),
  });
  return result.rows.map((row) => Object.fromEntries(result.columnNames.map((name, i) => [name, row[i]])) as Row);
}
