import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type pg from "pg";

import { createCharAsTextPool } from "./create-char-as-text-pool";
import { createTempPostgresDatabase } from "./create-temp-postgres-database";

/**
 * adapter-pg's executeScript splits a script on every ";", which breaks `DO $$ … $$` blocks, function
 * bodies and any string or comment holding one (hand-written migrations have them); Prisma's native
 * engine sends the script whole. So do we: the simple query protocol runs several statements.
 */
function sendScriptsWhole(adapter: SqlDriverAdapter, pool: pg.Pool): SqlDriverAdapter {
  // onError (protected) turns a pg error into the DriverAdapterError the schema engine reports.
  const fail = (adapter as unknown as { onError(error: unknown): never }).onError.bind(adapter);
  adapter.executeScript = async (script) => {
    try {
      await pool.query(script);
    } catch (error) {
      fail(error);
    }
  };
  return adapter;
}

async function connectTo(url: string): Promise<SqlDriverAdapter> {
  const pool = createCharAsTextPool(url);
  return sendScriptsWhole(await new PrismaPg(pool, { disposeExternalPool: true }).connect(), pool);
}

/**
 * A migration-aware PostgreSQL adapter factory for the schema engine. Shadow databases are temporary
 * databases on `shadowBaseUrl`, dropped on dispose (adapter-pg's own would ignore the database name
 * of a connection string); without `shadowBaseUrl` asking for one fails.
 */
export function createPostgresAdapterFactory(
  url: string,
  shadowBaseUrl?: string,
): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    connect: () => connectTo(url),
    async connectToShadowDb() {
      if (!shadowBaseUrl) throw new Error("no shadow database is configured for this operation");
      const temp = await createTempPostgresDatabase(shadowBaseUrl, "tl_shadow");
      const adapter = await connectTo(temp.url);
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await dispose();
        await temp.drop();
      };
      return adapter;
    },
  };
}
