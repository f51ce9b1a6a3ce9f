import Database from "better-sqlite3";
import pg from "pg";

/** Every kind of secret Threadline hands out, by its prefix and length: none may be stored as issued. */
export const secretPatterns: Record<string, RegExp> = {
  "API key": /\bkey_(live|test)_[0-9A-Za-z]{32,}/,
  "webhook secret": /\bwhsec_[A-Za-z0-9+/]{20,}/,
  "SSO secret": /\bssosec_[0-9A-Za-z]{20,}/,
  "session token": /\bses_[0-9A-Za-z]{43}\b/,
  "magic-link token": /\bmlt_[0-9A-Za-z]{43}\b/,
  "sign-in code": /\bsic_[0-9A-Za-z]{32}\b/,
  "dashboard sign-in token": /\bdsl_[0-9A-Za-z]{43}\b/,
};

/** A secret found in the clear: where, and what kind (the value itself is not repeated). */
export type ClearSecret = { table: string; column: string; kind: string };

async function allRows(databaseUrl: string): Promise<{ table: string; rows: Record<string, unknown>[] }[]> {
  if (databaseUrl.startsWith("file:")) {
    const database = new Database(databaseUrl.slice(5), { readonly: true });
    try {
      const tables = database.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
        name: string;
      }[];
      return tables.map(({ name }) => ({
        table: name,
        rows: database.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[],
      }));
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const result = [];
    for (const { table_name: table } of tables as { table_name: string }[]) {
      result.push({ table, rows: (await client.query(`SELECT * FROM "${table}"`)).rows as Record<string, unknown>[] });
    }
    return result;
  } finally {
    await client.end();
  }
}

/**
 * Reads every row of every table of a test database and reports each stored value that holds a
 * secret as issued (the pattern), or one of the `known` values a test saw.
 */
export async function findClearSecrets(databaseUrl: string, known: string[] = []): Promise<ClearSecret[]> {
  const found: ClearSecret[] = [];
  for (const { table, rows } of await allRows(databaseUrl)) {
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const text = typeof value === "string" ? value : Buffer.isBuffer(value) ? value.toString("utf8") : null;
        if (!text) continue;
        for (const [kind, pattern] of Object.entries(secretPatterns))
          if (pattern.test(text)) found.push({ table, column, kind });
        if (known.some((secret) => text.includes(secret)))
          found.push({ table, column, kind: "a secret the test was given" });
      }
    }
  }
  return found;
}
