import type Database from "better-sqlite3";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type { SqlDriverAdapter } from "@prisma/driver-adapter-utils";

/**
 * Prisma's better-sqlite3 adapter whose transactions begin with `BEGIN IMMEDIATE`.
 *
 * A deferred `BEGIN` takes the write lock only at its first write; when another process has
 * committed since the transaction's first read, SQLite refuses the upgrade at once with
 * SQLITE_BUSY (the busy timeout does not apply), and the request fails. Taking the lock at the
 * start makes a second writer wait its turn under the busy timeout instead.
 */
export class ImmediateSqliteAdapterFactory extends PrismaBetterSqlite3 {
  override async connect(): Promise<SqlDriverAdapter> {
    const adapter = await super.connect();
    const client = (adapter as unknown as { client: Database.Database }).client;
    const prepare = client.prepare.bind(client);
    client.prepare = ((sql: string) => prepare(sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql)) as typeof client.prepare;
    return adapter;
  }
}
