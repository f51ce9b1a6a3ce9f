import Database from "better-sqlite3";
import pg from "pg";

/** Runs one SQL statement straight against a test database (SQLite file or PostgreSQL) and returns its rows. */
export async function queryDatabase(
  databaseUrl: string,
  sql: string,
  params: unknown[] = [],
): Promise<Record<string, unknown>[]> {
  if (databaseUrl.startsWith("file:")) {
    const database = new Database(databaseUrl.slice(5));
    try {
      // better-sqlite3 has no $1 placeholders: name them @p1, @p2… so one may be used twice.
      const statement = database.prepare(sql.replace(/\$(\d+)/g, "@p$1"));
      const named = Object.fromEntries(params.map((value, index) => [`p${index + 1}`, value]));
      return statement.reader ? (statement.all(named) as Record<string, unknown>[]) : (statement.run(named), []);
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
