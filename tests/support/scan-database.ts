import { queryDatabase } from "./query-database";

/** Every row of a table, as the driver gives it. */
type Row = Record<string, unknown>;

/** The tables of a test database, read from the database itself, so a table added later is scanned too. */
export async function listTables(databaseUrl: string): Promise<string[]> {
  const rows = databaseUrl.startsWith("file:")
    ? await queryDatabase(
        databaseUrl,
        // Virtual tables (the FTS5 index) read through to Comment; their shadow tables are listed as tables.
        `SELECT "name" FROM "sqlite_master" WHERE "type" = 'table' AND "sql" NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY "name"`,
      )
    : await queryDatabase(
        databaseUrl,
        `SELECT "table_name" AS "name" FROM "information_schema"."tables"
         WHERE "table_schema" = current_schema() AND "table_type" = 'BASE TABLE' ORDER BY "table_name"`,
      );
  return rows.map((row) => String(row.name));
}

function textOf(row: Row): string {
  return JSON.stringify(row, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value));
}

/**
 * A row's identity across two scans: its `id`, or its `commentId` in the tables keyed by their
 * comment (a worker may have moved such a row on between the scans), or else the whole row.
 */
function keyOf(row: Row): string {
  if (typeof row.id === "string") return row.id;
  return typeof row.commentId === "string" ? `comment:${row.commentId}` : textOf(row);
}

/**
 * Every row, in every table, that holds one of `seeds` (an account's id and its sites' ids) or,
 * found the same way until nothing new turns up, the id of a row that does: votes hold their
 * comment's id, attempts their delivery's. Answers the rows' keys per table (tables with none left out).
 */
export async function rowsHolding(databaseUrl: string, seeds: string[]): Promise<Map<string, Set<string>>> {
  const tables = new Map<string, Row[]>();
  for (const table of await listTables(databaseUrl)) {
    tables.set(table, await queryDatabase(databaseUrl, `SELECT * FROM "${table}"`));
  }
  const needles = new Set(seeds);
  const found = new Map<string, Set<string>>();
  for (let grew = true; grew;) {
    grew = false;
    for (const [table, rows] of tables) {
      for (const row of rows) {
        const text = textOf(row);
        if (![...needles].some((needle) => text.includes(needle))) continue;
        const key = keyOf(row);
        const keys = found.get(table) ?? new Set<string>();
        found.set(table, keys);
        if (!keys.has(key)) keys.add(key);
        if (typeof row.id === "string" && !needles.has(row.id)) {
          needles.add(row.id);
          grew = true;
        }
      }
    }
  }
  return found;
}
