import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { applyMigrations } from "../../lib/db/apply-migrations";
import { createTempPostgresDatabase, type TempDatabase } from "../../lib/db/migrate/create-temp-postgres-database";
import { queryDatabase } from "../support/query-database";
import { postgresBaseUrl } from "../support/test-databases";

const pgBase = postgresBaseUrl(); // throws when CI=true and TEST_DATABASE_URL is unset

/** The versions of thr_1 and thr_2, in that order. */
async function versions(url: string): Promise<number[]> {
  const rows = await queryDatabase(url, `SELECT "version" FROM "Thread" ORDER BY "id"`);
  return rows.map((row) => Number(row.version));
}

// Cached thread pages are keyed by "Thread"."version" (docs/architecture.md): every change to a
// thread's comments, and to the e-mail of a reader who wrote in it, must move it. A later migration
// that rebuilds "Comment" or "Reader" on SQLite drops the triggers: this fails until it restores them.
async function checkTriggers(url: string): Promise<void> {
  const now = new Date().toISOString();
  const yes = url.startsWith("file:") ? 1 : true;
  const run = (sql: string, params: unknown[] = []) => queryDatabase(url, sql, params);
  await run(`INSERT INTO "Account" ("id", "name", "email", "updatedAt") VALUES ('acct_1', 'A', 'a@example.com', $1)`, [
    now,
  ]);
  await run(`INSERT INTO "Site" ("id", "accountId", "name", "updatedAt") VALUES ('site_1', 'acct_1', 'S', $1)`, [now]);
  for (const id of ["thr_1", "thr_2"]) {
    await run(
      `INSERT INTO "Thread" ("id", "siteId", "livemode", "url", "updatedAt") VALUES ($1, 'site_1', $2, $3, $4)`,
      [id, yes, `https://example.com/${id}`, now],
    );
  }
  await run(
    `INSERT INTO "Reader" ("id", "siteId", "identityKey", "mode", "email", "name", "updatedAt") VALUES ('rdr_1', 'site_1', 'email:r@example.com', 'magic_link', 'r@example.com', 'R', $1)`,
    [now],
  );
  const comment = (id: string, thread: string, author: string | null) =>
    run(
      `INSERT INTO "Comment" ("id", "threadId", "siteId", "livemode", "rootId", "authorName", "authorRef", "content", "updatedAt")
       VALUES ($1, $2, 'site_1', $3, $1, 'R', $4, 'Hello', $5)`,
      [id, thread, yes, author, now],
    );
  await comment("cmt_1", "thr_1", "rdr_1");
  await comment("cmt_2", "thr_1", null);
  expect(await versions(url)).toEqual([2, 0]);
  await run(`UPDATE "Comment" SET "upvotes" = "upvotes" + 1 WHERE "id" = 'cmt_2'`);
  expect(await versions(url)).toEqual([3, 0]);
  await run(`UPDATE "Comment" SET "status" = 'rejected' WHERE "threadId" = 'thr_1'`);
  expect((await versions(url))[0]).toBeGreaterThan(3);
  const [afterBulk] = await versions(url);
  await run(`DELETE FROM "Comment" WHERE "id" = 'cmt_2'`);
  expect(await versions(url)).toEqual([afterBulk! + 1, 0]);
  // The reader wrote in thr_1 only; a change of name alone (stored in the comments) moves nothing.
  await run(`UPDATE "Reader" SET "name" = 'Renamed' WHERE "id" = 'rdr_1'`);
  expect(await versions(url)).toEqual([afterBulk! + 1, 0]);
  await run(`UPDATE "Reader" SET "email" = 'new@example.com' WHERE "id" = 'rdr_1'`);
  expect(await versions(url)).toEqual([afterBulk! + 2, 0]);
  await run(`DELETE FROM "Reader" WHERE "id" = 'rdr_1'`);
  expect(await versions(url)).toEqual([afterBulk! + 3, 0]);
  // Removing a site cascades through its threads and comments without tripping over the triggers.
  await run(`DELETE FROM "Site" WHERE "id" = 'site_1'`);
  expect(await run(`SELECT "id" FROM "Thread"`)).toEqual([]);
}

describe("thread versions after every migration", () => {
  const dir = mkdtempSync(join(tmpdir(), "tl-version-"));
  let database: TempDatabase | undefined;
  afterAll(async () => {
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("move with every change to a thread's comments and its writers' e-mail, on SQLite", async () => {
    const url = `file:${join(dir, "all.db")}`;
    await applyMigrations(url);
    await checkTriggers(url);
  });

  it("move with every change to a thread's comments and its writers' e-mail, on PostgreSQL", async () => {
    database = await createTempPostgresDatabase(pgBase!, "tl_thread_version");
    await applyMigrations(database.url);
    await checkTriggers(database.url);
  });
});
