import { startServer, type RunningServer } from "./start-server";
import { createPostgresDatabase, createSqliteDatabase, postgresBaseUrl, type TestDatabase } from "./test-databases";

/** A server of a suite's own on a fresh database, which can be killed and started again on the same data. */
export type OwnServer = {
  baseUrl: () => string;
  databaseUrl: string;
  server: () => RunningServer;
  restart: () => Promise<void>;
  stop: () => Promise<void>;
};

/** Starts a server with extra environment on a fresh database of the named backend (for suites that need special settings). */
export async function startServerOn(backend: TestDatabase["name"], env: Record<string, string>): Promise<OwnServer> {
  const database = backend === "sqlite" ? createSqliteDatabase() : await createPostgresDatabase(postgresBaseUrl()!);
  let server = await startServer({ DATABASE_URL: database.url, ...env });
  return {
    baseUrl: () => server.baseUrl,
    databaseUrl: database.url,
    server: () => server,
    restart: async () => {
      await server.stop();
      server = await startServer({ DATABASE_URL: database.url, ...env });
    },
    stop: async () => {
      await server.stop();
      await database.drop();
    },
  };
}
