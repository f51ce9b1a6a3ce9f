// What the hand-written comment_search migration adds to "Comment" on PostgreSQL and the schema
// engine, which cannot describe it, would otherwise drop in every new migration.
const SEARCH_COLUMN_CLAUSE = /^\s*DROP COLUMN "searchDocument"\s*$/;
const SEARCH_INDEX_DROP = /^DROP INDEX "Comment_search_idx"$/;
const ALTER_COMMENT = /^(ALTER TABLE "Comment" )([\s\S]*)$/;

function keepStatement(statement: string): string | null {
  if (SEARCH_INDEX_DROP.test(statement)) return null;
  const alter = ALTER_COMMENT.exec(statement);
  if (!alter) return statement;
  const clauses = alter[2]!.split(/,\n/).filter((clause) => !SEARCH_COLUMN_CLAUSE.test(clause));
  return clauses.length === 0 ? null : `${alter[1]}${clauses.join(",\n")}`;
}

/**
 * Removes from a schema engine diff (PostgreSQL) the statements that would drop the comment search
 * column "searchDocument" and its GIN index "Comment_search_idx" (docs/architecture.md): Prisma's
 * schema cannot declare a generated tsvector column, so the engine takes them for strays.
 */
export function omitSearchIndexChanges(sql: string): string {
  // The engine writes each statement as optional "-- Heading" lines, then the statement ending in ";".
  const blocks = sql.split(/;\n/);
  const kept: string[] = [];
  for (const block of blocks) {
    const lines = block.split("\n");
    const start = lines.findIndex((line) => line.trim() !== "" && !line.trim().startsWith("--"));
    if (start === -1) {
      kept.push(block); // the text after the last ";", usually ""
      continue;
    }
    const statement = keepStatement(lines.slice(start).join("\n"));
    if (statement !== null) kept.push([...lines.slice(0, start), statement].join("\n"));
  }
  return kept.join(";\n");
}
