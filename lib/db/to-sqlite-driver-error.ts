import { DriverAdapterError, type MappedError } from "@prisma/driver-adapter-utils";

const sqliteBusy = 5;
const primaryCodeMask = 255;
const unknownCodePrefix = "UNKNOWN_SQLITE_ERROR_";

type SqliteError = { code: string; message: string };

function isSqliteError(error: unknown): error is SqliteError {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as Partial<SqliteError>;
  return typeof code === "string" && typeof message === "string";
}

function fieldsAfterColon(message: string): string[] | undefined {
  return message
    .split("constraint failed: ")
    .at(1)
    ?.split(", ")
    .map((field) => field.split(".").pop() ?? field);
}

function extendedCodeOf(code: string): number | undefined {
  if (!code.startsWith(unknownCodePrefix)) return undefined;
  const extended = Number(code.slice(unknownCodePrefix.length));
  return Number.isInteger(extended) ? extended : undefined;
}

// The kinds Prisma's engine turns into its P-codes (P2002 unique, P2011 null, P2003 foreign key),
// as @prisma/adapter-better-sqlite3 7.10.0 reports them.
function kindOf(error: SqliteError): MappedError {
  const { code, message } = error;
  if (code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY") {
    const columns = message.split("constraint failed: ").at(1)?.split(", ");
    const table = columns?.at(0)?.split(".").slice(0, -1).join(".") || undefined;
    const fields = fieldsAfterColon(message);
    return { kind: "UniqueConstraintViolation", constraint: fields ? { fields } : undefined, table };
  }
  if (code === "SQLITE_CONSTRAINT_NOTNULL") {
    const fields = fieldsAfterColon(message);
    return { kind: "NullConstraintViolation", constraint: fields ? { fields } : undefined };
  }
  if (code === "SQLITE_CONSTRAINT_FOREIGNKEY" || code === "SQLITE_CONSTRAINT_TRIGGER") {
    return { kind: "ForeignKeyConstraintViolation", constraint: { foreignKey: {} } };
  }
  const extended = extendedCodeOf(code);
  if (code.startsWith("SQLITE_BUSY") || (extended !== undefined && (extended & primaryCodeMask) === sqliteBusy)) {
    return { kind: "SocketTimeout" };
  }
  if (message.startsWith("no such table")) return { kind: "TableDoesNotExist", table: message.split(": ").at(1) };
  if (message.startsWith("no such column")) return { kind: "ColumnNotFound", column: message.split(": ").at(1) };
  if (message.includes("has no column named ")) {
    return { kind: "ColumnNotFound", column: message.split("has no column named ").at(1) };
  }
  return { kind: "sqlite", extendedCode: extended ?? 1, message };
}

/** A better-sqlite3 error as the driver-adapter error Prisma's engine understands; anything else as it is. */
export function toSqliteDriverError(error: unknown): unknown {
  if (!isSqliteError(error)) return error;
  return new DriverAdapterError({ originalCode: error.code, originalMessage: error.message, ...kindOf(error) });
}
