import { startServer, type RunningServer } from "./start-server";
import { createPostgresDatabase, createSqliteDatabase, postgresBaseUrl, type TestDatabase } from "./test-databases";

/** A server of a suite's own, on a fresh database of one backend, for suites that need a special environment. */
export type ExtraServer = { baseUrl: string; databaseUrl: string; server: RunningServer; stop: () => Promise<void> };

/** Starts a server with extra environment on a fresh database of the named backend. */
export async function startExtraServer(backend: TestDatabase["name"], env: Record<string, string>): Promise<ExtraServer> {
  const database = backend === "sqlite" ? createSqliteDatabase() : await createPostgresDatabase(postgresBaseUrl()!);
  const server = await startServer({ DATABASE_URL: database.url, ...env });
  return {
    baseUrl: server.baseUrl,
    databaseUrl: database.url,
    server,
    stop: async () => {
      await server.stop();
      await database.drop();
    },
  };
}
