import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Compilable,
} from "kysely";

import type { SqlTables } from "./sql-tables";

/** The two SQL dialects Threadline runs on. */
export type SqlDialect = "sqlite" | "postgresql";

/** The typed query builder lib/db's fixed statements are written with. */
export type SqlBuilder = Kysely<SqlTables>;

/** A statement's SQL text and parameters in one dialect. */
export type BoundStatement = { sql: string; parameters: readonly unknown[] };

// A named parameter while a statement is compiled: Kysely passes values through untouched, so the
// compiled parameter list says where each named value goes.
class Placeholder {
  constructor(readonly name: string) {}
}

/**
 * A fixed statement, written once: built from its named parameters for the dialect it runs on (the
 * few differences are `dialect` checks), compiled once per dialect, then bound to each call's values.
 * The build must not branch on a parameter's value: it sees placeholders.
 */
export type SqlStatement<Params, Row> = {
  build: (builder: SqlBuilder, params: Params, dialect: SqlDialect) => Compilable<Row>;
  compiled: Partial<Record<SqlDialect, BoundStatement>>;
};

/** Declares a fixed statement (see SqlStatement). */
export function defineStatement<Params extends Record<string, unknown>, Row>(
  build: SqlStatement<Params, Row>["build"],
): SqlStatement<Params, Row> {
  return { build, compiled: {} };
}

// Kysely compiles here and never executes: the statements run on Prisma's transaction or on the
// hot-read connections (read-rows.ts, run-in-transaction.ts), so the driver is Kysely's dummy.
const builders: Record<SqlDialect, SqlBuilder> = {
  sqlite: new Kysely<SqlTables>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  }),
  postgresql: new Kysely<SqlTables>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }),
};

const placeholders = new Proxy({}, { get: (_target, name) => new Placeholder(String(name)) });

/** A fixed statement's SQL text in one dialect, with this call's values in its parameters' places. */
export function bindStatement<Params extends Record<string, unknown>, Row>(
  statement: SqlStatement<Params, Row>,
  dialect: SqlDialect,
  values: Params,
): BoundStatement {
  const compiled = (statement.compiled[dialect] ??= statement
    .build(builders[dialect], placeholders as Params, dialect)
    .compile());
  const parameters = compiled.parameters.map((value) => {
    if (!(value instanceof Placeholder)) return value;
    if (!(value.name in values)) throw new Error(`no value for the statement's parameter ${value.name}`);
    return values[value.name];
  });
  return { sql: compiled.sql, parameters };
}
