import { rmSync } from "node:fs";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { createTempPostgresDatabase, type TempDatabase } from "../../lib/db/migrate/create-temp-postgres-database";
import { projectBeforeMigration, type ProjectBeforeMigration } from "../support/project-before-migration";
import { queryDatabase } from "../support/query-database";
import { postgresBaseUrl } from "../support/test-databases";

const pgBase = postgresBaseUrl(); // throws when CI=true and TEST_DATABASE_URL is unset
const ROLLUP_MIGRATION = /_overview_rollups$/;

/** A timestamp as Prisma stores it on either database. */
function at(iso: string, url: string): string {
  return url.startsWith("file:") ? iso.replace("Z", "+00:00") : iso;
}

/** Everything the rollups hold, in a stable order and plain numbers. */
async function rollups(url: string) {
  const read = async (sql: string) =>
    (await queryDatabase(url, sql)).map((row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === "string" ? v : Number(v)])),
    );
  return {
    days: await read(
      `SELECT "day", "approved", "pending", "rejected", "spam", "deleted" FROM "SiteDayStat" ORDER BY "day"`,
    ),
    threads: await read(`SELECT "threadId", "day", "comments" FROM "ThreadDayStat" ORDER BY "threadId", "day"`),
    authors: await read(`SELECT "authorKey", "lastDay", "comments" FROM "SiteAuthor" ORDER BY "authorKey"`),
    decisions: await read(`SELECT "commentId", "day", "seconds" FROM "CommentDecision" ORDER BY "commentId"`),
  };
}

async function check(url: string, project: ProjectBeforeMigration): Promise<void> {
  const now = new Date().toISOString();
  const live = url.startsWith("file:") ? 1 : true;
  const test = url.startsWith("file:") ? 0 : false;
  const run = (sql: string, params: unknown[] = []) => queryDatabase(url, sql, params);
  const comment = (c: {
    id: string;
    thread: string;
    status: string;
    created: string;
    kind: string;
    ref?: string;
    ip?: string;
    name?: string;
    livemode?: unknown;
  }) =>
    run(
      `INSERT INTO "Comment" ("id", "threadId", "siteId", "livemode", "rootId", "authorName", "authorKind", "authorRef", "authorIpHash", "content", "status", "createdAt", "updatedAt")
       VALUES ($1, $2, 'site_1', $3, $1, $4, $5, $6, $7, 'Hello', $8, $9, $9)`,
      [
        c.id,
        c.thread,
        c.livemode ?? live,
        c.name ?? "R",
        c.kind,
        c.ref ?? null,
        c.ip ?? null,
        c.status,
        at(c.created, url),
      ],
    );
  const action = (id: string, commentId: string, action: string, actor: string, created: string) =>
    run(
      `INSERT INTO "ModerationAction" ("id", "commentId", "action", "fromStatus", "toStatus", "actor", "createdAt")
       VALUES ($1, $2, $3, 'pending', 'approved', $4, $5)`,
      [id, commentId, action, actor, at(created, url)],
    );

  await project.apply(url);
  await run(`INSERT INTO "Account" ("id", "name", "email", "updatedAt") VALUES ('acct_1', 'A', 'a@example.com', $1)`, [
    now,
  ]);
  await run(`INSERT INTO "Site" ("id", "accountId", "name", "updatedAt") VALUES ('site_1', 'acct_1', 'S', $1)`, [now]);
  for (const id of ["thr_1", "thr_2"])
    await run(
      `INSERT INTO "Thread" ("id", "siteId", "livemode", "url", "updatedAt") VALUES ($1, 'site_1', $2, $3, $4)`,
      [id, live, `https://example.com/${id}`, now],
    );

  // Before the migration: what the backfill must find.
  await comment({
    id: "cmt_1",
    thread: "thr_1",
    status: "approved",
    created: "2026-11-01T10:00:00.000Z",
    kind: "reader",
    ref: "rdr_1",
  });
  await comment({
    id: "cmt_2",
    thread: "thr_1",
    status: "pending",
    created: "2026-11-01T23:59:00.000Z",
    kind: "guest",
    ip: "h1",
  });
  await comment({
    id: "cmt_3",
    thread: "thr_2",
    status: "spam",
    created: "2026-11-02T00:00:00.000Z",
    kind: "api",
    name: "Bob",
  });
  await comment({
    id: "cmt_4",
    thread: "thr_2",
    status: "approved",
    created: "2026-11-02T08:00:00.000Z",
    kind: "api",
    name: "Bob",
    livemode: test,
  });
  // An automatic hold first, then a member's decision two minutes in: only the member's counts.
  await action("mod_1", "cmt_3", "spam", "system", "2026-11-02T00:00:30.000Z");
  await action("mod_2", "cmt_3", "spam", "member:mem_1", "2026-11-02T00:02:00.000Z");
  await action("mod_3", "cmt_4", "approve", "member:mem_1", "2026-11-02T09:00:00.000Z");

  // Later migrations too, so the database ends as the app's does.
  project.addMigration({ andLater: true });
  await project.apply(url);
  expect(await rollups(url)).toEqual({
    days: [
      { day: "2026-11-01", approved: 1, pending: 1, rejected: 0, spam: 0, deleted: 0 },
      { day: "2026-11-02", approved: 0, pending: 0, rejected: 0, spam: 1, deleted: 0 },
    ],
    threads: [
      { threadId: "thr_1", day: "2026-11-01", comments: 2 },
      { threadId: "thr_2", day: "2026-11-02", comments: 1 },
    ],
    authors: [
      { authorKey: "api:Bob", lastDay: "2026-11-02", comments: 1 },
      { authorKey: "guest:h1", lastDay: "2026-11-01", comments: 1 },
      { authorKey: "reader:rdr_1", lastDay: "2026-11-01", comments: 1 },
    ],
    decisions: [{ commentId: "cmt_3", day: "2026-11-02", seconds: 120 }],
  });

  // After it, the triggers: a new comment, its approval, a second decision (ignored), a removal.
  await comment({
    id: "cmt_5",
    thread: "thr_2",
    status: "pending",
    created: "2026-11-03T12:00:00.000Z",
    kind: "reader",
    ref: "rdr_1",
  });
  await comment({
    id: "cmt_6",
    thread: "thr_2",
    status: "pending",
    created: "2026-11-03T12:00:00.000Z",
    kind: "api",
    name: "Bob",
    livemode: test,
  });
  await run(`UPDATE "Comment" SET "status" = 'approved' WHERE "id" = 'cmt_5'`);
  await action("mod_4", "cmt_5", "approve", "api_key:ak_1", "2026-11-03T13:30:00.000Z");
  await action("mod_5", "cmt_5", "reject", "member:mem_1", "2026-11-04T13:30:00.000Z");
  await run(`UPDATE "Comment" SET "status" = 'rejected' WHERE "id" = 'cmt_2'`);
  await run(`UPDATE "Comment" SET "upvotes" = 3 WHERE "id" = 'cmt_2'`);
  await run(`DELETE FROM "Comment" WHERE "id" = 'cmt_1'`);
  // Erasing the guest's data takes their key away; the comment counts under the anonymous one.
  await run(`UPDATE "Comment" SET "authorIpHash" = NULL, "authorName" = '' WHERE "id" = 'cmt_2'`);
  expect(await rollups(url)).toEqual({
    days: [
      { day: "2026-11-01", approved: 0, pending: 0, rejected: 1, spam: 0, deleted: 0 },
      { day: "2026-11-02", approved: 0, pending: 0, rejected: 0, spam: 1, deleted: 0 },
      { day: "2026-11-03", approved: 1, pending: 0, rejected: 0, spam: 0, deleted: 0 },
    ],
    threads: [
      { threadId: "thr_1", day: "2026-11-01", comments: 1 },
      { threadId: "thr_2", day: "2026-11-02", comments: 1 },
      { threadId: "thr_2", day: "2026-11-03", comments: 1 },
    ],
    authors: [
      { authorKey: "api:", lastDay: "2026-11-01", comments: 1 },
      { authorKey: "api:Bob", lastDay: "2026-11-02", comments: 1 },
      { authorKey: "reader:rdr_1", lastDay: "2026-11-03", comments: 1 },
    ],
    decisions: [
      { commentId: "cmt_3", day: "2026-11-02", seconds: 120 },
      { commentId: "cmt_5", day: "2026-11-03", seconds: 5400 },
    ],
  });

  // Removing the site cascades through threads and comments without tripping over the triggers.
  await run(`DELETE FROM "Site" WHERE "id" = 'site_1'`);
  expect(await rollups(url)).toEqual({ days: [], threads: [], authors: [], decisions: [] });
}

describe("the overview's rollups", () => {
  const dirs: string[] = [];
  let database: TempDatabase | undefined;
  afterAll(async () => {
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("are backfilled by the migration and kept by triggers on SQLite", async () => {
    const project = projectBeforeMigration("sqlite", ROLLUP_MIGRATION);
    dirs.push(project.dir);
    await check(`file:${join(project.dir, "rollups.db")}`, project);
  });

  it.skipIf(!pgBase)("are backfilled by the migration and kept by triggers on PostgreSQL", async () => {
    const project = projectBeforeMigration("postgresql", ROLLUP_MIGRATION);
    dirs.push(project.dir);
    database = await createTempPostgresDatabase(pgBase!, "tl_rollups");
    await check(database.url, project);
  });
});
