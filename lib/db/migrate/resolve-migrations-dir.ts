import { join } from "node:path";

/** The migrations folder of a provider: prisma/migrations (SQLite) or prisma/postgres/migrations. */
export function resolveMigrationsDir(provider: "sqlite" | "postgresql", root: string): string {
  return provider === "postgresql"
    ? join(root, "prisma", "postgres", "migrations")
    : join(root, "prisma", "migrations");
}
