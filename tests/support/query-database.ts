import Database from "better-sqlite3";
import pg from "pg";

/** Runs one SQL statement straight against a test database (SQLite file or PostgreSQL) and returns its rows. */
export async function queryDatabase(databaseUrl: string, sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  if (databaseUrl.startsWith("file:")) {
    const database = new Database(databaseUrl.slice(5));
    try {
      const statement = database.prepare(sql.replace(/\$\d+/g, "?"));
      return statement.reader ? (statement.all(...params) as Record<string, unknown>[]) : (statement.run(...params), []);
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}
