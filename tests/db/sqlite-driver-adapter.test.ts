import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type { ArgType, SqlDriverAdapter, SqlQuery } from "@prisma/driver-adapter-utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createSqliteClientAdapter } from "../../lib/db/create-sqlite-client-adapter";

const scalar = (scalarType: ArgType["scalarType"]): ArgType => ({ scalarType, arity: "scalar" });

// Our SQLite driver adapter keeps statements prepared; its values must read exactly as Prisma's own
// adapter reads them, or the query engine would see other types. Each query runs through both, on
// two copies of one table, and the results are compared.
describe("the SQLite driver adapter against Prisma's", () => {
  const dir = mkdtempSync(join(tmpdir(), "tl-adapter-"));
  let ours: SqlDriverAdapter;
  let prismas: SqlDriverAdapter;

  const both = async (query: SqlQuery) => [await ours.queryRaw(query), await prismas.queryRaw(query)] as const;
  const failureOf = async (run: Promise<unknown>) => {
    const error = await run.then(
      () => null,
      (caught: unknown) => caught,
    );
    return (error as { cause?: unknown } | null)?.cause;
  };

  beforeAll(async () => {
    ours = await createSqliteClientAdapter(join(dir, "ours.db")).connect();
    prismas = await new PrismaBetterSqlite3({ url: join(dir, "prismas.db") }).connect();
    const schema = `CREATE TABLE "Sample" (
      "id" TEXT NOT NULL PRIMARY KEY, "count" INTEGER NOT NULL, "big" BIGINT, "flag" BOOLEAN NOT NULL,
      "at" DATETIME NOT NULL, "price" DECIMAL, "ratio" REAL, "data" BLOB, "note" TEXT
    )`;
    for (const adapter of [ours, prismas]) await adapter.executeScript(schema);
  });
  afterAll(async () => {
    await ours.dispose();
    await prismas.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes and reads every column type alike", async () => {
    const insert: SqlQuery = {
      sql: `INSERT INTO "Sample" ("id","count","big","flag","at","price","ratio","data","note") VALUES (?,?,?,?,?,?,?,?,?) RETURNING *`,
      args: ["a", "7", "9007199254740993", true, "2026-11-27T10:00:00.000Z", "1.25", 0.5, "aGk=", null],
      argTypes: [
        scalar("string"),
        scalar("int"),
        scalar("bigint"),
        scalar("boolean"),
        scalar("datetime"),
        scalar("decimal"),
        scalar("float"),
        scalar("bytes"),
        scalar("string"),
      ],
    };
    const [inserted, expected] = await both(insert);
    expect(inserted).toEqual(expected);
    expect(inserted.rows[0]?.[4]).toBe("2026-11-27T10:00:00.000+00:00");

    for (const sql of [
      `SELECT * FROM "Sample" WHERE "id" = ?`,
      `SELECT count(*) AS "n", max("count") AS "top", 1.5 AS "half", "big" + 1 AS "next", NULL AS "nothing" FROM "Sample" WHERE "id" = ?`,
    ]) {
      const [read, readByPrisma] = await both({ sql, args: ["a"], argTypes: [scalar("string")] });
      expect(read).toEqual(readByPrisma);
    }
  });

  it("reads the same after a statement is reused, and counts changed rows alike", async () => {
    const update: SqlQuery = {
      sql: `UPDATE "Sample" SET "count" = "count" + 1 WHERE "id" = ?`,
      args: ["a"],
      argTypes: [scalar("string")],
    };
    for (let i = 0; i < 3; i++) expect(await ours.executeRaw(update)).toBe(await prismas.executeRaw(update));
    const select: SqlQuery = { sql: `SELECT "count" FROM "Sample"`, args: [], argTypes: [] };
    const [read, readByPrisma] = await both(select);
    expect(read).toEqual(readByPrisma);
    expect(read.rows).toEqual([[10]]);
  });

  it("reports a unique violation, a missing table and a missing column as Prisma's adapter does", async () => {
    const duplicate: SqlQuery = {
      sql: `INSERT INTO "Sample" ("id","count","flag","at") VALUES (?,?,?,?)`,
      args: ["a", 1, false, "2026-11-27T10:00:00.000Z"],
      argTypes: [scalar("string"), scalar("int"), scalar("boolean"), scalar("datetime")],
    };
    const uniqueFailure = await failureOf(ours.executeRaw(duplicate));
    expect(uniqueFailure).toMatchObject({ kind: "UniqueConstraintViolation", constraint: { fields: ["id"] } });
    expect(uniqueFailure).toEqual(await failureOf(prismas.executeRaw(duplicate)));

    for (const sql of [`SELECT * FROM "Missing"`, `SELECT "missing" FROM "Sample"`]) {
      const query = { sql, args: [], argTypes: [] };
      const failure = await failureOf(ours.queryRaw(query));
      expect(failure).toHaveProperty("kind");
      expect(failure).toEqual(await failureOf(prismas.queryRaw(query)));
    }
  });
});
