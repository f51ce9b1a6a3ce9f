import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { createCharAsTextPool } from "./create-char-as-text-pool";
import { createTempPostgresDatabase } from "./create-temp-postgres-database";

function connectTo(url: string): Promise<SqlDriverAdapter> {
  return new PrismaPg(createCharAsTextPool(url), { disposeExternalPool: true }).connect();
}

/**
 * A migration-aware PostgreSQL adapter factory for the schema engine. Shadow databases are temporary
 * databases on `shadowBaseUrl`, dropped on dispose (adapter-pg's own would ignore the database name
 * of a connection string); without `shadowBaseUrl` asking for one fails.
 */
export function createPostgresAdapterFactory(url: string, shadowBaseUrl?: string): SqlMigrationAwareDriverAdapterFactory {
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
