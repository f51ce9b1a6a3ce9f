import { createHash } from "node:crypto";

import { pgPool } from "./client";
import { databaseUrl, providerOf, sqlitePathOf } from "./database-url";
import { bindStatement, type SqlStatement } from "./sql-builder";
import { sqliteReadStatement } from "./sqlite-reader";
import { toSqliteValue } from "./to-sqlite-value";

// PostgreSQL keeps a named statement parsed and planned per connection; the name follows the text.
const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `tl_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`));
  return name;
}

/**
 * The rows of a fixed read, run outside Prisma on a prepared statement: for the paths that run on
 * every request (credentials, a thread's version), where Prisma's per-query cost would dominate.
 * It sees committed data only. Booleans come back as 0/1 on SQLite and as booleans on PostgreSQL;
 * callers read them with Boolean().
 */
export async function readRows<Params extends Record<string, unknown>, Row>(
  statement: SqlStatement<Params, Row>,
  values: Params,
): Promise<Row[]> {
  const url = databaseUrl();
  const dialect = providerOf(url);
  const { sql, parameters } = bindStatement(statement, dialect, values);
  if (dialect === "postgresql") {
    const values = parameters.map((value) => (value instanceof Date ? value.toISOString() : value));
    const result = await pgPool().query({ name: statementName(sql), text: sql, values });
    return result.rows as Row[];
  }
  return sqliteReadStatement(sqlitePathOf(url), sql).all(...parameters.map(toSqliteValue)) as Row[];
}
