/**
 * Tables that hand-written migrations make and Prisma's schema cannot describe: the SQLite FTS5
 * comment search index and the shadow tables FTS5 keeps for it (docs/architecture.md). The schema
 * engine's diff treats them as external, so `npm run db:diff` never drops them. PostgreSQL's search
 * index is an expression index, which the engine does not read, so it needs no entry.
 */
export function searchIndexTables(provider: "sqlite" | "postgresql"): string[] {
  if (provider === "postgresql") return [];
  return ["CommentSearch", ...["config", "data", "docsize", "idx"].map((part) => `CommentSearch_${part}`)];
}
