import { afterAll, describe, expect, it } from "vitest";

import { db, disconnectDb } from "../../lib/db/client";
import { databaseUrl, withDatabaseUrl } from "../../lib/db/database-url";
import {
  createPostgresDatabase,
  createSqliteDatabase,
  postgresBaseUrl,
  type TestDatabase,
} from "../support/test-databases";

const pgBase = postgresBaseUrl(); // throws when CI=true and TEST_DATABASE_URL is unset

/** Which database the process-wide client reaches: the SQLite file, or the PostgreSQL database's name. */
async function reached(): Promise<string> {
  const url = databaseUrl();
  if (url.startsWith("file:")) {
    const rows = await db().$queryRawUnsafe<Array<{ file: string }>>("PRAGMA database_list");
    return `file:${rows[0]!.file}`;
  }
  const rows = await db().$queryRawUnsafe<Array<{ name: string }>>("SELECT current_database() AS name");
  return rows[0]!.name;
}

// One process, several databases (the test factories write to each test server's own): the
// database chosen by withDatabaseUrl holds for everything awaited inside it, and scopes running at
// the same time never cross.
describe("withDatabaseUrl", () => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    await disconnectDb();
    for (const database of databases) await database.drop();
  });

  it("reaches the chosen database in each of several scopes at once, and the configured one outside them", async () => {
    databases.push(createSqliteDatabase(), createSqliteDatabase());
    if (pgBase) databases.push(await createPostgresDatabase(pgBase));
    const expected = databases.map((d) => (d.name === "sqlite" ? d.url : new URL(d.url).pathname.slice(1)));
    const seen = await Promise.all(
      databases.map((database) =>
        withDatabaseUrl(database.url, async () => {
          const before = await reached();
          await new Promise((resolve) => setImmediate(resolve));
          return [before, await reached()];
        }),
      ),
    );
    expect(seen).toEqual(expected.map((name) => [name, name]));
    expect(databaseUrl()).toBe(process.env.DATABASE_URL || "file:./data/threadline.db");
  });
});
