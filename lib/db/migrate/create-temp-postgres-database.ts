import { randomBytes } from "node:crypto";

import pg from "pg";

export type TempDatabase = { name: string; url: string; drop(): Promise<void> };

async function runAdmin(baseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates an empty database `<prefix>_<random>` on the server of `baseUrl` (needs CREATEDB); `drop()` removes it. */
export async function createTempPostgresDatabase(baseUrl: string, prefix: string): Promise<TempDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await runAdmin(baseUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await runAdmin(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
