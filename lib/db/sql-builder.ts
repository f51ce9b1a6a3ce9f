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

/** A fixed statement, written once: built for the dialect it runs on (the few differences are `dialect` checks). */
export type SqlStatement<Row> = (builder: SqlBuilder, dialect: SqlDialect) => Compilable<Row>;

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

/** A fixed statement's SQL text and parameters in one dialect. */
export function compileStatement<Row>(statement: SqlStatement<Row>, dialect: SqlDialect) {
  return statement(builders[dialect], dialect).compile();
}
