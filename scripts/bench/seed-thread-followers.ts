// Seeds confirmed followers of one page straight into the database, for the reader-mail bench:
// one Subscriber per address (confirmed) and one Watch of kind "follow" on the thread (confirmed),
// in batches, through SQL (better-sqlite3 on SQLite, pg on PostgreSQL). Seeding is not measured.
import Database from "better-sqlite3";
import pg from "pg";

import { newId } from "@/lib/core/new-id";
import { sqlitePathOf } from "@/lib/db/database-url";

const batch = 500;

/** The rows for `count` followers of `threadId`: addresses follower-<n>@bench.example. */
function followerRows(siteId: string, threadId: string, count: number) {
  return Array.from({ length: count }, (_, n) => ({
    subscriberId: newId("sub"),
    watchId: newId("wch"),
    email: `follower-${n}@bench.example`,
    name: `Follower ${n}`,
    siteId,
    threadId,
  }));
}

/** Seeds `count` confirmed followers of the thread; answers when they are all committed. */
export async function seedThreadFollowers(
  databaseUrl: string,
  target: { siteId: string; threadId: string },
  count: number,
): Promise<void> {
  const rows = followerRows(target.siteId, target.threadId, count);
  const key = `follow:${target.threadId}`;
  if (!databaseUrl.startsWith("postgres")) {
    const database = new Database(sqlitePathOf(databaseUrl));
    try {
      database.pragma("busy_timeout = 10000");
      const now = new Date().toISOString().replace("Z", "+00:00");
      const subscriber = database.prepare(
        `INSERT INTO "Subscriber" ("id", "siteId", "email", "name", "confirmedAt", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?)`,
      );
      const watch = database.prepare(
        `INSERT INTO "Watch" ("id", "subscriberId", "siteId", "kind", "key", "threadId", "confirmedAt", "createdAt") VALUES (?, ?, ?, 'follow', ?, ?, ?, ?)`,
      );
      for (let start = 0; start < rows.length; start += batch)
        database.transaction(() => {
          for (const r of rows.slice(start, start + batch)) {
            subscriber.run(r.subscriberId, r.siteId, r.email, r.name, now, now, now);
            watch.run(r.watchId, r.subscriberId, r.siteId, key, r.threadId, now, now);
          }
        })();
    } finally {
      database.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let start = 0; start < rows.length; start += batch) {
      const slice = rows.slice(start, start + batch);
      await client.query("BEGIN");
      await client.query(
        `INSERT INTO "Subscriber" ("id", "siteId", "email", "name", "confirmedAt", "createdAt", "updatedAt")
         SELECT id, $2, email, name, (now() AT TIME ZONE 'UTC'), (now() AT TIME ZONE 'UTC'), (now() AT TIME ZONE 'UTC') FROM unnest($1::text[], $3::text[], $4::text[]) AS t(id, email, name)`,
        [slice.map((r) => r.subscriberId), target.siteId, slice.map((r) => r.email), slice.map((r) => r.name)],
      );
      await client.query(
        `INSERT INTO "Watch" ("id", "subscriberId", "siteId", "kind", "key", "threadId", "confirmedAt", "createdAt")
         SELECT id, sid, $3, 'follow', $4, $5, (now() AT TIME ZONE 'UTC'), (now() AT TIME ZONE 'UTC') FROM unnest($1::text[], $2::text[]) AS t(id, sid)`,
        [slice.map((r) => r.watchId), slice.map((r) => r.subscriberId), target.siteId, key, target.threadId],
      );
      await client.query("COMMIT");
    }
  } finally {
    await client.end();
  }
}
