import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { applyMigrations } from "../../lib/db/apply-migrations";
import { db, disconnectDb } from "../../lib/db/client";
import { countThreadComment } from "../../lib/db/count-thread-comment";
import { enableSqliteWal } from "../../lib/db/enable-sqlite-wal";
import { insertCommentRow } from "../../lib/db/insert-comment-row";
import { insertEventRow } from "../../lib/db/insert-event-row";
import { createTempPostgresDatabase, type TempDatabase } from "../../lib/db/migrate/create-temp-postgres-database";
import { runInTransaction } from "../../lib/db/run-in-transaction";
import { defineStatement } from "../../lib/db/sql-builder";
import { currentSqliteTransaction, transaction } from "../../lib/db/transaction";
import { postgresBaseUrl } from "../support/test-databases";

const pgBase = postgresBaseUrl(); // throws when CI=true and TEST_DATABASE_URL is unset

const at = new Date("2026-11-23T10:11:12.345Z");
const threadIds = defineStatement((q) => q.selectFrom("Thread").select("id"));

// The hot write path's fixed statements (Kysely, run by lib/db/run-in-transaction.ts) must land
// exactly as Prisma would have written them, be part of the caller's transaction, and refuse to
// run outside one.
async function checkStatements(): Promise<void> {
  const client = db();
  await client.account.create({ data: { id: "acct_1", name: "A", email: "a@example.com" } });
  await client.site.create({ data: { id: "site_1", accountId: "acct_1", name: "S" } });
  await client.thread.create({
    data: {
      id: "thr_1",
      siteId: "site_1",
      livemode: true,
      url: "https://example.com/a",
      lastActivityAt: new Date(at.getTime() - 60_000),
    },
  });

  await expect(runInTransaction(client, threadIds, {})).rejects.toThrow(/needs a transaction/);

  const comment = {
    id: "cmt_1",
    threadId: "thr_1",
    siteId: "site_1",
    livemode: true,
    rootId: "cmt_1",
    parentId: null,
    depth: 0,
    authorName: "Ada",
    authorKind: "guest",
    authorRef: null,
    authorIpHash: "hash",
    content: "Hello",
    contentHtml: "<p>Hello</p>",
    status: "approved",
    listed: true,
    createdAt: at,
    sourceId: "disqus:42",
    authorEmail: "ada@example.com",
    spamScore: null,
    spamReasons: null,
    textHash: null,
  };
  const returned = await transaction(async (tx) => {
    const row = await insertCommentRow(tx, comment);
    expect(await countThreadComment(tx, { threadId: "thr_1", comments: 1, topLevel: 1, at })).toEqual({
      locked: false,
    });
    await insertEventRow(tx, {
      id: "evt_1",
      accountId: "acct_1",
      siteId: "site_1",
      livemode: true,
      type: "comment.created",
      payload: "{}",
      createdAt: at,
    });
    return row;
  });
  // What the statement returns is what Prisma reads back: same values, same types.
  expect(await client.comment.findUniqueOrThrow({ where: { id: "cmt_1" } })).toEqual(returned);
  expect(returned).toMatchObject({
    createdAt: at,
    updatedAt: at,
    upvotes: 0,
    replyCount: 0,
    editedAt: null,
    listed: true,
  });
  const thread = await client.thread.findUniqueOrThrow({ where: { id: "thr_1" } });
  expect(thread).toMatchObject({ commentCount: 1, topLevelCount: 1, lastActivityAt: at, locked: false });
  expect(thread.version).toBeGreaterThan(0);
  expect(await client.event.findUniqueOrThrow({ where: { id: "evt_1" } })).toMatchObject({
    livemode: true,
    createdAt: at,
    siteId: "site_1",
  });
  // Ordered with Prisma's own rows: a later comment written by Prisma sorts after it.
  await client.comment.create({
    data: { ...comment, sourceId: null, id: "cmt_2", rootId: "cmt_2", createdAt: new Date(at.getTime() + 1) },
  });
  const newest = await client.comment.findMany({ orderBy: { createdAt: "desc" }, select: { id: true } });
  expect(newest.map((row) => row.id)).toEqual(["cmt_2", "cmt_1"]);

  // A failure later in the transaction takes the fixed statements' writes back with it.
  await expect(
    transaction(async (tx) => {
      await insertCommentRow(tx, { ...comment, sourceId: null, id: "cmt_3", rootId: "cmt_3" });
      await countThreadComment(tx, { threadId: "thr_1", comments: 1, topLevel: 1, at });
      throw new Error("rolled back");
    }),
  ).rejects.toThrow("rolled back");
  expect(await client.comment.findUnique({ where: { id: "cmt_3" } })).toBeNull();
  expect(await client.thread.findUniqueOrThrow({ where: { id: "thr_1" } })).toMatchObject({ commentCount: 1 });

  await client.thread.update({ where: { id: "thr_1" }, data: { locked: true } });
  expect(
    await transaction((tx) => countThreadComment(tx, { threadId: "thr_1", comments: 0, topLevel: 0, at })),
  ).toEqual({ locked: true });
  expect(
    await transaction((tx) => countThreadComment(tx, { threadId: "thr_none", comments: 1, topLevel: 1, at })),
  ).toBeNull();
}

describe("fixed statements in a transaction", () => {
  const previousUrl = process.env.DATABASE_URL;
  const dir = mkdtempSync(join(tmpdir(), "tl-txsql-"));
  let postgres: TempDatabase | undefined;
  afterAll(async () => {
    await disconnectDb();
    process.env.DATABASE_URL = previousUrl;
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("write as Prisma writes, roll back with the transaction and refuse to run outside one, on SQLite", async () => {
    process.env.DATABASE_URL = `file:${join(dir, "threadline.db")}`;
    await applyMigrations(process.env.DATABASE_URL);
    enableSqliteWal(process.env.DATABASE_URL);
    await checkStatements();
    // A callback that outlives its transaction (Prisma timed it out) must not write into the next
    // one on the shared connection: the transaction it holds refuses once ended.
    let own: ReturnType<typeof currentSqliteTransaction>;
    await transaction(async () => {
      own = currentSqliteTransaction();
    });
    expect(own).toBeTruthy();
    await expect(own!.queryRaw({ sql: "SELECT 1", args: [], argTypes: [] })).rejects.toThrow(/has ended/);
    await disconnectDb();
  });

  it("write as Prisma writes, roll back with the transaction and refuse to run outside one, on PostgreSQL", async () => {
    postgres = await createTempPostgresDatabase(pgBase!, "tl_tx_statements");
    process.env.DATABASE_URL = postgres.url;
    await applyMigrations(postgres.url);
    await checkStatements();
    await disconnectDb();
  });
});
