import pg from "pg";

// Our own key, distinct from the schema engine's (72707369), which it takes on a pooled connection.
const LOCK_KEY = 5_184_214_301;

/** Runs `work` while holding a session advisory lock on a dedicated connection, so concurrent migrators queue. */
export async function withPostgresMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}
