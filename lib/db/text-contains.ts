import { databaseUrl, providerOf } from "./database-url";

/**
 * A case-insensitive "contains" filter on both databases: SQLite's LIKE already folds ASCII case,
 * PostgreSQL needs `mode: "insensitive"` (which the SQLite client's types do not know).
 */
export function textContains(value: string): { contains: string } {
  return providerOf(databaseUrl()) === "postgresql"
    ? ({ contains: value, mode: "insensitive" } as { contains: string })
    : { contains: value };
}
