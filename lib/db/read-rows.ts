import pg from "pg";

import { pgPool } from "./client";
import { databaseUrl, providerOf, sqlitePathOf } from "./database-url";
import { sqliteReadStatement } from "./sqlite-reader";

/** A fixed read, written once per dialect (SQLite with `?`, PostgreSQL with `$1`…); `name` names its prepared statement. */
export type RawRead = { name: string; sqlite: string; postgresql: string };

/**
 * The rows of a fixed read, run outside Prisma on a prepared statement: for the paths that run on
 * every request (credentials, a thread's version), where Prisma's per-query cost would dominate.
 * Booleans come back as 0/1 on SQLite and as booleans on PostgreSQL; callers read them with Boolean().
 */
export async function readRows<Row>(read: RawRead, params: Array<string | number | boolean>): Promise<Row[]> {
  const url = databaseUrl();
  if (providerOf(url) === "postgresql") {
    const result = await pgPool().query<pg.QueryResultRow>({ name: read.name, text: read.postgresql, values: params });
    return result.rows as Row[];
  }
  const statement = sqliteReadStatement(sqlitePathOf(url), read.sqlite);
  return statement.all(...params.map((value) => (typeof value === "boolean" ? Number(value) : value))) as Row[];
}
