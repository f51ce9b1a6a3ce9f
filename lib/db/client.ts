import { mkdirSync } from "node:fs";
import { dirname } from "node:path";

import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

import { createSqliteClientAdapter } from "./create-sqlite-client-adapter";
import { databaseUrl, providerOf, sqlitePathOf } from "./database-url";
import { PrismaClient as PostgresPrismaClient } from "./generated/postgres/client";
import { PrismaClient } from "./generated/sqlite/client";
import { closeSqliteReader } from "./sqlite-reader";

export type Db = PrismaClient;

type Connection = { url: string; client: Db; pool?: pg.Pool };

// One connection per database URL: a server has one; a test process may write to several.
const cache = globalThis as unknown as { threadlineDbs?: Map<string, Connection> };

function connect(url: string): Connection {
  if (providerOf(url) === "postgresql") {
    // One pool for Prisma and for the hot reads that bypass it (read-rows.ts).
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    // The two generated clients have the same models (tests/unit/prisma-client-types.test.ts checks
    // it at typecheck); TypeScript cannot relate two generated copies of Prisma's generic types.
    return { url, client: new PostgresPrismaClient({ adapter: new PrismaPg(pool) }) as unknown as Db, pool };
  }
  const path = sqlitePathOf(url);
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  return { url, client: new PrismaClient({ adapter: createSqliteClientAdapter(path) }) };
}

function current(): Connection {
  const url = databaseUrl();
  const connections = (cache.threadlineDbs ??= new Map());
  let connection = connections.get(url);
  if (!connection) connections.set(url, (connection = connect(url)));
  return connection;
}

/** The process-wide Prisma client for the configured database. */
export function db(): Db {
  return current().client;
}

/** The process-wide PostgreSQL pool behind db() (PostgreSQL only). */
export function pgPool(): pg.Pool {
  const { pool } = current();
  if (!pool) throw new Error("pgPool() needs a PostgreSQL DATABASE_URL");
  return pool;
}

/** Closes every client this process opened (for the CLI and tests). */
export async function disconnectDb(): Promise<void> {
  const open = [...(cache.threadlineDbs?.values() ?? [])];
  cache.threadlineDbs = undefined;
  closeSqliteReader();
  for (const connection of open) {
    await connection.client.$disconnect();
    await connection.pool?.end();
  }
}
