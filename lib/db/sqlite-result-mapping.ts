import { ColumnTypeEnum, type ArgType, type ColumnType } from "@prisma/driver-adapter-utils";

// The value mapping between Prisma's query engine and better-sqlite3, as @prisma/adapter-better-sqlite3
// 7.10.0 does it (Apache-2.0): dates as ISO 8601 text with "+00:00", booleans as 0/1, 64-bit integers
// read as BigInt and handed back as numbers when safe. tests/db/sqlite-driver-adapter.test.ts runs
// the same queries through both adapters and compares, so a change on Prisma's side shows.

const declaredTypes: Record<string, ColumnType | null> = {
  "": null,
  DECIMAL: ColumnTypeEnum.Numeric,
  FLOAT: ColumnTypeEnum.Float,
  DOUBLE: ColumnTypeEnum.Double,
  "DOUBLE PRECISION": ColumnTypeEnum.Double,
  NUMERIC: ColumnTypeEnum.Double,
  REAL: ColumnTypeEnum.Double,
  TINYINT: ColumnTypeEnum.Int32,
  SMALLINT: ColumnTypeEnum.Int32,
  MEDIUMINT: ColumnTypeEnum.Int32,
  INT: ColumnTypeEnum.Int32,
  INTEGER: ColumnTypeEnum.Int32,
  SERIAL: ColumnTypeEnum.Int32,
  INT2: ColumnTypeEnum.Int32,
  BIGINT: ColumnTypeEnum.Int64,
  "UNSIGNED BIG INT": ColumnTypeEnum.Int64,
  INT8: ColumnTypeEnum.Int64,
  DATETIME: ColumnTypeEnum.DateTime,
  TIMESTAMP: ColumnTypeEnum.DateTime,
  TIME: ColumnTypeEnum.Time,
  DATE: ColumnTypeEnum.Date,
  TEXT: ColumnTypeEnum.Text,
  CLOB: ColumnTypeEnum.Text,
  CHARACTER: ColumnTypeEnum.Text,
  VARCHAR: ColumnTypeEnum.Text,
  "VARYING CHARACTER": ColumnTypeEnum.Text,
  NCHAR: ColumnTypeEnum.Text,
  "NATIVE CHARACTER": ColumnTypeEnum.Text,
  NVARCHAR: ColumnTypeEnum.Text,
  BLOB: ColumnTypeEnum.Bytes,
  BOOLEAN: ColumnTypeEnum.Boolean,
  JSONB: ColumnTypeEnum.Json,
};

/** The column type of a declared SQLite type, or null when it has none Prisma knows. */
function typeOfDeclared(declared: string | null): ColumnType | null {
  return declaredTypes[(declared ?? "").toUpperCase()] ?? null;
}

function typeOfValue(value: unknown): ColumnType {
  if (typeof value === "string") return ColumnTypeEnum.Text;
  if (typeof value === "bigint") return ColumnTypeEnum.Int64;
  if (typeof value === "boolean") return ColumnTypeEnum.Boolean;
  if (typeof value === "number") return ColumnTypeEnum.UnknownNumber;
  if (value instanceof ArrayBuffer || value instanceof Uint8Array) return ColumnTypeEnum.Bytes;
  throw new Error(`unexpected value of type ${typeof value} in a SQLite result`);
}

/** The column types of a result: declared where the column has a known type, else read off the first non-null value. */
export function sqliteColumnTypes(declared: Array<string | null>, rows: unknown[][]): ColumnType[] {
  return declared.map((type, column) => {
    const known = typeOfDeclared(type);
    if (known !== null) return known;
    const sample = rows.find((row) => row[column] !== null)?.[column];
    return sample === undefined ? ColumnTypeEnum.Int32 : typeOfValue(sample);
  });
}

/** A result row as Prisma's engine reads it. */
export function mapSqliteRow(row: unknown[], columnTypes: ColumnType[]): unknown[] {
  return row.map((value, i) => {
    const type = columnTypes[i];
    const isInteger = type === ColumnTypeEnum.Int32 || type === ColumnTypeEnum.Int64;
    if (typeof value === "number" && isInteger && !Number.isInteger(value)) return Math.trunc(value);
    if ((typeof value === "number" || typeof value === "bigint") && type === ColumnTypeEnum.DateTime) {
      return new Date(Number(value)).toISOString();
    }
    if (typeof value === "bigint") {
      const asNumber = Number(value);
      return Number.isSafeInteger(asNumber) ? asNumber : value.toString();
    }
    return value;
  });
}

/** A query argument as SQLite stores it. */
export function mapSqliteArg(arg: unknown, argType: ArgType | undefined): unknown {
  if (arg === null || arg === undefined) return null;
  const scalar = argType?.scalarType;
  if (typeof arg === "string") {
    if (scalar === "int") return Number.parseInt(arg);
    if (scalar === "float" || scalar === "decimal") return Number.parseFloat(arg);
    if (scalar === "bigint") return BigInt(arg);
    if (scalar === "bytes") return Buffer.from(arg, "base64");
    if (scalar === "datetime") return new Date(arg).toISOString().replace("Z", "+00:00");
  }
  if (typeof arg === "boolean") return arg ? 1 : 0;
  if (arg instanceof Date) return arg.toISOString().replace("Z", "+00:00");
  return arg;
}
