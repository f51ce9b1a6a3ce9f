import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/sqlite/client";
import { PrismaClient as PostgresPrismaClient } from "./generated/postgres/client";
import { databaseUrl, providerOf, sqlitePathOf } from "./database-url";
import { ImmediateSqliteAdapterFactory } from "./immediate-sqlite-adapter";

export type Db = PrismaClient;

const cache = globalThis as unknown as { threadlineDb?: { url: string; client: Db } };

function connect(url: string): Db {
  if (providerOf(url) === "postgresql") {
    const adapter = new PrismaPg({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    // The two generated clients have the same model types; the app is typed against the SQLite one.
    return new PostgresPrismaClient({ adapter }) as unknown as Db;
  }
  const path = sqlitePathOf(url);
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const adapter = new ImmediateSqliteAdapterFactory({ url: path, timeout: 10_000 });
  return new PrismaClient({ adapter });
}

/** The process-wide Prisma client for the configured database. */
export function db(): Db {
  const url = databaseUrl();
  if (cache.threadlineDb?.url !== url) cache.threadlineDb = { url, client: connect(url) };
  return cache.threadlineDb.client;
}

/** Closes the process-wide client (for the CLI and tests). */
export async function disconnectDb(): Promise<void> {
  const current = cache.threadlineDb;
  cache.threadlineDb = undefined;
  if (current) await current.client.$disconnect();
}
