import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { applyMigrations } from "../../lib/db/apply-migrations";
import { db, disconnectDb } from "../../lib/db/client";
import { enableSqliteWal } from "../../lib/db/enable-sqlite-wal";
import { transaction } from "../../lib/db/transaction";

// Two processes on one SQLite file: a transaction must hold the write lock from its BEGIN, or a
// commit by the other process between its first read and its first write fails it with SQLITE_BUSY.
describe("SQLite transactions and a second writer", () => {
  const dir = mkdtempSync(join(tmpdir(), "tl-lock-"));
  const path = join(dir, "threadline.db");
  const previousUrl = process.env.DATABASE_URL;
  let other: Database.Database;

  beforeAll(async () => {
    process.env.DATABASE_URL = `file:${path}`;
    await applyMigrations(process.env.DATABASE_URL);
    enableSqliteWal(process.env.DATABASE_URL); // as the server runs it: readers do not block a writer
    other = new Database(path, { timeout: 0 });
    other.exec("CREATE TABLE scratch (n INTEGER)");
  });
  afterAll(async () => {
    other.close();
    await disconnectDb();
    process.env.DATABASE_URL = previousUrl;
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes the write lock when the transaction begins, and gives it back at its end", async () => {
    await transaction(async (tx) => {
      await tx.account.count();
      expect(() => other.prepare("INSERT INTO scratch (n) VALUES (1)").run()).toThrow(/database is locked/);
      await tx.account.count();
    });
    other.prepare("INSERT INTO scratch (n) VALUES (2)").run();
    expect(other.prepare("SELECT n FROM scratch").pluck().all()).toEqual([2]);
    expect(await db().account.count()).toBe(0);
  });

  it("commits without waiting for the disk (synchronous = NORMAL) unless SQLITE_SYNCHRONOUS=full", async () => {
    const level = async () =>
      Number(
        ((await db().$queryRawUnsafe("PRAGMA synchronous")) as Array<{ synchronous: bigint | number }>)[0]!.synchronous,
      );
    expect(await level()).toBe(1);
    await disconnectDb();
    process.env.SQLITE_SYNCHRONOUS = "full";
    try {
      expect(await level()).toBe(2);
    } finally {
      delete process.env.SQLITE_SYNCHRONOUS;
      await disconnectDb();
    }
  });
});
