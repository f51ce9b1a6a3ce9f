/** The configured database: DATABASE_URL, or the embedded SQLite file by default. */
export function databaseUrl(): string {
  return process.env.DATABASE_URL || "file:./data/threadline.db";
}

/** Which Prisma provider a database URL needs. */
export function providerOf(url: string): "sqlite" | "postgresql" {
  return /^postgres(ql)?:\/\//i.test(url) ? "postgresql" : "sqlite";
}

/** The file path of a `file:` SQLite URL, as better-sqlite3 expects it. */
export function sqlitePathOf(url: string): string {
  return url.replace(/^file:/, "");
}
