import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

function isMultiStatementError(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  const text = `${error instanceof Error ? error.message : String(error)} ${JSON.stringify(cause ?? null)}`;
  return text.includes("more than one statement");
}

/**
 * better-sqlite3 refuses several statements in one prepared query, yet the schema engine replays
 * whole migration scripts on the shadow database that way: run those through `executeScript`.
 */
function acceptScripts(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const executeRaw = adapter.executeRaw.bind(adapter);
  const queryRaw = adapter.queryRaw.bind(adapter);
  adapter.executeRaw = async (query) => {
    try {
      return await executeRaw(query);
    } catch (error) {
      if (query.args.length > 0 || !isMultiStatementError(error)) throw error;
      await adapter.executeScript(query.sql);
      return 0;
    }
  };
  adapter.queryRaw = async (query) => {
    try {
      return await queryRaw(query);
    } catch (error) {
      if (query.args.length > 0 || !isMultiStatementError(error)) throw error;
      await adapter.executeScript(query.sql);
      return { columnNames: [], columnTypes: [], rows: [] };
    }
  };
  return adapter;
}

/** A migration-aware SQLite adapter factory on `path` (busy timeout 10 s; shadow database in memory). */
export function createSqliteAdapterFactory(path: string): SqlMigrationAwareDriverAdapterFactory {
  const inner = new PrismaBetterSqlite3({ url: path, timeout: 10_000 }, { shadowDatabaseUrl: ":memory:" });
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => acceptScripts(await inner.connect()),
    connectToShadowDb: async () => acceptScripts(await inner.connectToShadowDb()),
  };
}
