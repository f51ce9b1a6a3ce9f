import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";

// better-sqlite3 waits for a busy lock synchronously, which would freeze a second migrator in the
// same process while the first still needs the event loop: queue those in memory first.
const queues = new Map<string, Promise<unknown>>();

async function holdFileLock<T>(lockPath: string, work: () => Promise<T>, timeoutMs: number): Promise<T> {
  const lock = await new PrismaBetterSqlite3({ url: lockPath, timeout: timeoutMs }).connect();
  try {
    await lock.executeScript("BEGIN EXCLUSIVE");
    try {
      return await work();
    } finally {
      await lock.executeScript("ROLLBACK").catch(() => undefined);
    }
  } finally {
    await lock.dispose();
  }
}

/**
 * Runs `work` while holding an exclusive transaction on a lock file in the OS temp folder named
 * after the database's absolute path, so concurrent migrators of one SQLite file queue (other
 * processes wait up to `timeoutMs`) instead of racing. The lock dies with its process.
 */
export async function withSqliteMigrationLock<T>(
  dbPath: string,
  work: () => Promise<T>,
  timeoutMs = 120_000,
): Promise<T> {
  if (dbPath === ":memory:" || dbPath === "") return work();
  const digest = createHash("sha256").update(resolve(dbPath)).digest("hex").slice(0, 24);
  const lockPath = join(tmpdir(), `threadline-migrate-${digest}.lock`);
  const previous = queues.get(lockPath) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(() => holdFileLock(lockPath, work, timeoutMs));
  queues.set(lockPath, current);
  try {
    return await current;
  } finally {
    if (queues.get(lockPath) === current) queues.delete(lockPath);
  }
}
