/** A parameter as Prisma stores it in SQLite: dates as ISO 8601 text with "+00:00", booleans as 0/1. */
export function toSqliteValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  if (typeof value === "boolean") return Number(value);
  return value;
}
