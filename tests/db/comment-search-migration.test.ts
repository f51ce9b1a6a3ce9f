import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { applyMigrations } from "../../lib/db/apply-migrations";
import { createTempPostgresDatabase, type TempDatabase } from "../../lib/db/migrate/create-temp-postgres-database";
import { projectBeforeMigration } from "../support/project-before-migration";
import { queryDatabase } from "../support/query-database";
import { postgresBaseUrl } from "../support/test-databases";

const pgBase = postgresBaseUrl(); // throws when CI=true and TEST_DATABASE_URL is unset
const SEARCH_MIGRATION = /_comment_search$/;

async function seed(url: string): Promise<void> {
  const now = new Date().toISOString();
  const yes = url.startsWith("file:") ? 1 : true;
  await queryDatabase(
    url,
    `INSERT INTO "Account" ("id", "name", "email", "updatedAt") VALUES ('acct_1', 'A', 'a@example.com', $1)`,
    [now],
  );
  await queryDatabase(
    url,
    `INSERT INTO "Site" ("id", "accountId", "name", "updatedAt") VALUES ('site_1', 'acct_1', 'S', $1)`,
    [now],
  );
  await queryDatabase(
    url,
    `INSERT INTO "Thread" ("id", "siteId", "livemode", "url", "updatedAt") VALUES ('thr_1', 'site_1', $1, 'https://example.com/', $2)`,
    [yes, now],
  );
  await queryDatabase(
    url,
    `INSERT INTO "Comment" ("id", "threadId", "siteId", "livemode", "rootId", "authorName", "content", "updatedAt")
     VALUES ('cmt_old', 'thr_1', 'site_1', $1, 'cmt_old', 'Élodie', 'Written before search existed', $2)`,
    [yes, now],
  );
}

describe("the comment_search migration on SQLite", () => {
  const project = projectBeforeMigration("sqlite", SEARCH_MIGRATION);
  const url = `file:${join(project.dir, "search.db")}`;
  afterAll(() => rmSync(project.dir, { recursive: true, force: true }));

  it("indexes the comments that exist when it runs, then keeps the index in step through triggers", async () => {
    expect((await project.apply(url)).some((name) => SEARCH_MIGRATION.test(name))).toBe(false);
    await seed(url);
    project.addMigration();
    expect(await project.apply(url)).toEqual([expect.stringMatching(SEARCH_MIGRATION)]);
    const match = (query: string) =>
      queryDatabase(
        url,
        `SELECT c."id" FROM "CommentSearch" s JOIN "Comment" c ON c.rowid = s.rowid WHERE "CommentSearch" MATCH $1`,
        [query],
      );
    expect(await match('"existed"')).toEqual([{ id: "cmt_old" }]);
    expect(await match('"elodie"')).toEqual([{ id: "cmt_old" }]);
    const triggers = await queryDatabase(
      url,
      `SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'Comment' ORDER BY name`,
    );
    expect(triggers.map((t) => t.name)).toEqual([
      "CommentSearch_delete",
      "CommentSearch_insert",
      "CommentSearch_update",
    ]);
    await queryDatabase(url, `UPDATE "Comment" SET "content" = 'Rewritten' WHERE "id" = 'cmt_old'`);
    expect(await match('"existed"')).toEqual([]);
    expect(await match('"rewritten"')).toEqual([{ id: "cmt_old" }]);
    // FTS5 compares the whole index with the Comment rows and fails on any difference.
    await queryDatabase(url, `INSERT INTO "CommentSearch"("CommentSearch", rank) VALUES ('integrity-check', 1)`);
    await queryDatabase(url, `DELETE FROM "Comment" WHERE "id" = 'cmt_old'`);
    expect(await match('"rewritten"')).toEqual([]);
    await queryDatabase(url, `INSERT INTO "CommentSearch"("CommentSearch", rank) VALUES ('integrity-check', 1)`);
  });
});

describe("the search index after every migration", () => {
  const dir = mkdtempSync(join(tmpdir(), "tl-search-all-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // A later migration that rebuilds "Comment" on SQLite drops its triggers: this fails until it restores them.
  it("SQLite still has the three triggers and an index in step with the rows", async () => {
    const url = `file:${join(dir, "all.db")}`;
    await applyMigrations(url);
    await seed(url);
    const triggers = await queryDatabase(
      url,
      `SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'Comment' AND name LIKE 'CommentSearch%' ORDER BY name`,
    );
    expect(triggers.map((t) => t.name)).toEqual([
      "CommentSearch_delete",
      "CommentSearch_insert",
      "CommentSearch_update",
    ]);
    await queryDatabase(url, `INSERT INTO "CommentSearch"("CommentSearch", rank) VALUES ('integrity-check', 1)`);
  });

  it.skipIf(!pgBase)("PostgreSQL still has the generated column and its GIN index", async () => {
    const database = await createTempPostgresDatabase(pgBase!, "tl_search_all");
    try {
      await applyMigrations(database.url);
      await seed(database.url);
      const rows = await queryDatabase(
        database.url,
        `SELECT "id" FROM "Comment" WHERE "searchDocument" @@ to_tsquery('threadline_search', 'elodie')`,
      );
      expect(rows).toEqual([{ id: "cmt_old" }]);
      const index = await queryDatabase(
        database.url,
        `SELECT indexdef FROM pg_indexes WHERE indexname = 'Comment_search_idx'`,
      );
      expect(String(index[0]?.indexdef)).toMatch(/USING gin \("searchDocument"\)/);
    } finally {
      await database.drop();
    }
  });
});

describe.skipIf(!pgBase)("the comment_search migration on PostgreSQL", () => {
  const project = projectBeforeMigration("postgresql", SEARCH_MIGRATION);
  let database: TempDatabase | undefined;
  afterAll(async () => {
    await database?.drop();
    rmSync(project.dir, { recursive: true, force: true });
  });

  it("computes the search column for the comments that exist when it runs, and folds accents", async () => {
    database = await createTempPostgresDatabase(pgBase!, "tl_search_mig");
    const url = database.url;
    await project.apply(url);
    await seed(url);
    project.addMigration();
    expect(await project.apply(url)).toEqual([expect.stringMatching(SEARCH_MIGRATION)]);
    const match = (query: string) =>
      queryDatabase(url, `SELECT "id" FROM "Comment" WHERE "searchDocument" @@ to_tsquery('threadline_search', $1)`, [
        query,
      ]);
    expect(await match("'existed'")).toEqual([{ id: "cmt_old" }]);
    expect(await match("'ELODIE'")).toEqual([{ id: "cmt_old" }]);
    await queryDatabase(url, `UPDATE "Comment" SET "content" = 'Rewritten' WHERE "id" = 'cmt_old'`);
    expect(await match("'existed'")).toEqual([]);
    expect(await match("'rewritten'")).toEqual([{ id: "cmt_old" }]);
    const index = await queryDatabase(url, `SELECT indexdef FROM pg_indexes WHERE indexname = 'Comment_search_idx'`);
    expect(String(index[0]?.indexdef)).toContain("USING gin");
  });
});
