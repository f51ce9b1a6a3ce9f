/** Turns the SQLite schema's text into the PostgreSQL schema's text. */
export function deriveSchemaText(sqliteSchema: string): string {
  const header = "// GENERATED from prisma/schema.prisma by scripts/db/derive-postgres-schema.ts: do not edit.\n";
  const body = sqliteSchema
    .replace('provider = "sqlite"', 'provider = "postgresql"')
    .replace('output       = "../lib/db/generated/sqlite"', 'output       = "../../lib/db/generated/postgres"')
    .replace(/^\/\/ Source of truth[^\n]*\n\/\/[^\n]*\n/, "");
  return header + body;
}
