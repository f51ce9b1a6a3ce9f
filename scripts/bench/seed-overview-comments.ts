// Seeds an account for the overview bench straight into its database: 5 sites of 200 threads, a
// million live comments over 120 days in every outcome (85 % published, 5 % held, rejected and spam
// each), 50,000 authors, and a member's decision on every rejected and spam comment. Rows are made
// by the database itself (a recursive CTE on SQLite, generate_series on PostgreSQL), chunk by chunk,
// with the triggers on: the rollups fill as they would in production.
import Database from "better-sqlite3";
import pg from "pg";

import { newId } from "@/lib/core/new-id";

/** How the bench's data is shaped. */
export const benchShape = { sites: 5, threadsPerSite: 200, spanDays: 120, authors: 50_000, chunk: 100_000 };

// Every 7th comment goes to one of 10 hot threads, so the busiest threads stand out.
const threadOf = `CASE WHEN i % 7 = 0 THEN i % 10 ELSE i % ${benchShape.sites * benchShape.threadsPerSite} END`;
const statusOf = `CASE i % 20 WHEN 0 THEN 'pending' WHEN 1 THEN 'rejected' WHEN 2 THEN 'spam' ELSE 'approved' END`;
// Up to two days from a comment to its decision, spread by a multiplicative hash of its number.
const delayOf = `((i * 2654435761) % 172800)`;

/** The extra sites and the threads of the bench account, numbered 0… for the seeding statements. */
function benchThreads(account: { site_id: string }): {
  sites: string[];
  threads: { n: number; id: string; siteId: string }[];
} {
  const sites = [account.site_id, ...Array.from({ length: benchShape.sites - 1 }, () => newId("site"))];
  const threads = sites.flatMap((siteId, s) =>
    Array.from({ length: benchShape.threadsPerSite }, (_, t) => ({
      n: s * benchShape.threadsPerSite + t,
      id: newId("thr"),
      siteId,
    })),
  );
  return { sites, threads };
}

/** Seeds `total` comments into a SQLite file; reports progress through `log`. */
export function seedSqliteOverview(
  file: string,
  account: { account_id: string; site_id: string },
  total: number,
  log: (line: string) => void,
): void {
  const database = new Database(file);
  try {
    database.pragma("journal_mode = WAL");
    database.pragma("synchronous = OFF");
    const now = new Date().toISOString().replace("Z", "+00:00");
    const { sites, threads } = benchThreads(account);
    database.transaction(() => {
      const site = database.prepare(`INSERT INTO "Site" ("id", "accountId", "name", "updatedAt") VALUES (?, ?, ?, ?)`);
      sites.slice(1).forEach((id, index) => site.run(id, account.account_id, `Bench site ${index + 2}`, now));
      database.exec(`CREATE TABLE "BenchThread" ("n" INTEGER PRIMARY KEY, "id" TEXT, "siteId" TEXT)`);
      const thread = database.prepare(
        `INSERT INTO "Thread" ("id", "siteId", "livemode", "url", "title", "updatedAt") VALUES (?, ?, 1, ?, ?, ?)`,
      );
      const number = database.prepare(`INSERT INTO "BenchThread" ("n", "id", "siteId") VALUES (?, ?, ?)`);
      for (const t of threads) {
        thread.run(t.id, t.siteId, `https://bench.example/${t.n}`, `Bench page ${t.n}`, now);
        number.run(t.n, t.id, t.siteId);
      }
    })();
    const start = Date.now() / 1000 - benchShape.spanDays * 86_400;
    const step = (benchShape.spanDays * 86_400) / total;
    const at = (offset: string) =>
      `strftime('%Y-%m-%dT%H:%M:%f', ${start} + i * ${step}${offset}, 'unixepoch') || '+00:00'`;
    const numbers = `WITH RECURSIVE n(i) AS (SELECT @from UNION ALL SELECT i + 1 FROM n WHERE i + 1 < @to)`;
    const comments = database.prepare(`${numbers}
      INSERT INTO "Comment" ("id", "threadId", "siteId", "livemode", "rootId", "authorName", "authorKind", "content",
        "contentHtml", "status", "listed", "createdAt", "updatedAt")
      SELECT 'cmt_b' || printf('%08d', i), t."id", t."siteId", 1, 'cmt_b' || printf('%08d', i),
        'Reader ' || ((i * 7919) % ${benchShape.authors}), 'api', 'A bench comment', '<p>A bench comment</p>',
        ${statusOf}, ${statusOf} = 'approved', ${at("")}, ${at("")}
      FROM n JOIN "BenchThread" t ON t."n" = ${threadOf}`);
    const actions = database.prepare(`${numbers}
      INSERT INTO "ModerationAction" ("id", "commentId", "action", "fromStatus", "toStatus", "actor", "createdAt")
      SELECT 'mod_b' || printf('%08d', i), 'cmt_b' || printf('%08d', i), CASE i % 20 WHEN 1 THEN 'reject' ELSE 'spam' END,
        'pending', ${statusOf}, 'member:mem_bench', ${at(` + ${delayOf}`)}
      FROM n WHERE i % 20 IN (1, 2)`);
    for (let from = 0; from < total; from += benchShape.chunk) {
      const to = Math.min(total, from + benchShape.chunk);
      database.transaction(() => {
        comments.run({ from, to });
        actions.run({ from, to });
      })();
      log(`  sqlite: ${to.toLocaleString("en")} comments`);
    }
    database.exec(`DROP TABLE "BenchThread"; ANALYZE;`);
  } finally {
    database.close();
  }
}

/** Seeds `total` comments into a PostgreSQL database; reports progress through `log`. */
export async function seedPostgresOverview(
  url: string,
  account: { account_id: string; site_id: string },
  total: number,
  log: (line: string) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const now = new Date();
    const { sites, threads } = benchThreads(account);
    await client.query("BEGIN");
    for (const [index, id] of sites.slice(1).entries())
      await client.query(`INSERT INTO "Site" ("id", "accountId", "name", "updatedAt") VALUES ($1, $2, $3, $4)`, [
        id,
        account.account_id,
        `Bench site ${index + 2}`,
        now,
      ]);
    await client.query(`CREATE TABLE "BenchThread" ("n" INTEGER PRIMARY KEY, "id" TEXT, "siteId" TEXT)`);
    for (const t of threads) {
      await client.query(
        `INSERT INTO "Thread" ("id", "siteId", "livemode", "url", "title", "updatedAt") VALUES ($1, $2, true, $3, $4, $5)`,
        [t.id, t.siteId, `https://bench.example/${t.n}`, `Bench page ${t.n}`, now],
      );
      await client.query(`INSERT INTO "BenchThread" VALUES ($1, $2, $3)`, [t.n, t.id, t.siteId]);
    }
    await client.query("COMMIT");
    const start = Date.now() / 1000 - benchShape.spanDays * 86_400;
    const step = (benchShape.spanDays * 86_400) / total;
    const at = (offset: string) => `(to_timestamp(${start} + i * ${step}${offset}) AT TIME ZONE 'UTC')`;
    for (let from = 0; from < total; from += benchShape.chunk) {
      const to = Math.min(total, from + benchShape.chunk);
      await client.query("BEGIN");
      await client.query(
        `INSERT INTO "Comment" ("id", "threadId", "siteId", "livemode", "rootId", "authorName", "authorKind", "content",
           "contentHtml", "status", "listed", "createdAt", "updatedAt")
         SELECT 'cmt_b' || lpad(i::text, 8, '0'), t."id", t."siteId", true, 'cmt_b' || lpad(i::text, 8, '0'),
           'Reader ' || ((i * 7919) % ${benchShape.authors}), 'api', 'A bench comment', '<p>A bench comment</p>',
           ${statusOf}, ${statusOf} = 'approved', ${at("")}, ${at("")}
         FROM generate_series($1::bigint, $2::bigint - 1) i JOIN "BenchThread" t ON t."n" = ${threadOf}`,
        [from, to],
      );
      await client.query(
        `INSERT INTO "ModerationAction" ("id", "commentId", "action", "fromStatus", "toStatus", "actor", "createdAt")
         SELECT 'mod_b' || lpad(i::text, 8, '0'), 'cmt_b' || lpad(i::text, 8, '0'),
           CASE i % 20 WHEN 1 THEN 'reject' ELSE 'spam' END, 'pending', ${statusOf}, 'member:mem_bench', ${at(` + ${delayOf}`)}
         FROM generate_series($1::bigint, $2::bigint - 1) i WHERE i % 20 IN (1, 2)`,
        [from, to],
      );
      await client.query("COMMIT");
      log(`  postgresql: ${to.toLocaleString("en")} comments`);
    }
    await client.query(`DROP TABLE "BenchThread"`);
    await client.query("ANALYZE");
  } finally {
    await client.end();
  }
}
