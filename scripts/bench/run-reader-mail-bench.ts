// Part of `npm run bench`: issue 29's benchmark. A page with 10,000 confirmed followers
// (scripts/bench/seed-thread-followers.ts) gets a new comment through the built server, with its
// in-process worker and a real SMTP server (smtp-server) that counts what it receives. Measures the
// POST /v1/comments latency on a page without followers and on the followed one, the time from the
// first POST on the followed page until its 10,000 notices are written and until the 10,000th mail
// has arrived (target: 60 s), and the server's resident memory at its peak. SQLite, then
// PostgreSQL when reachable (BENCH_POSTGRES_URL). Writes bench-results/reader-mail.json.
import Database from "better-sqlite3";
import pg from "pg";
import { SMTPServer } from "smtp-server";

import { sqlitePathOf } from "../../lib/db/database-url";
import { ensureBuild } from "../../tests/support/ensure-build";
import { freePort } from "../../tests/support/free-port";
import { bootstrap } from "../../tests/support/run-cli";
import { startServer } from "../../tests/support/start-server";
import { createPostgresDatabase, createSqliteDatabase, type TestDatabase } from "../../tests/support/test-databases";
import { residentMegabytes } from "./resident-megabytes";
import { seedThreadFollowers } from "./seed-thread-followers";
import { writeResultsJson } from "./write-results-json";

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.CHECKPOINT_DISABLE = "1";

const followers = Number(process.env.BENCH_FOLLOWERS ?? 10_000);
const posts = Number(process.env.BENCH_READER_MAIL_POSTS ?? 30);
const targetSeconds = 60;
const deadlineMs = Number(process.env.BENCH_READER_MAIL_DEADLINE_SECONDS ?? 300) * 1000;
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/test";

type Latency = { p50: number; p95: number; max: number };
type BackendResult = {
  backend: string;
  followers: number;
  quietPost: Latency;
  followedPost: Latency;
  firstFollowedPostMs: number;
  noticesWrittenSeconds: number | null;
  firstMailSeconds: number | null;
  lastMailSeconds: number | null;
  mailsReceived: number;
  peakRssMb: number | null;
};

/** A plain comment text, different for each number (the spam filter holds look-alike texts). */
function words(n: number): string {
  return `Thanks for the write-up, point ${n} of the second section answers what I asked last week.`;
}

function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)]! * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), max: Math.round(sorted.at(-1)! * 10) / 10 };
}

/** A real SMTP server that counts the messages it receives (and their arrival times) and keeps the first few. */
async function startSmtpCounter() {
  const arrivals: number[] = [];
  const kept: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    maxClients: 1000,
    onData(stream, _session, callback) {
      let raw = "";
      const keep = kept.length < 3;
      stream.on("data", (chunk: Buffer) => {
        if (keep) raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        arrivals.push(performance.now());
        if (keep) kept.push(raw);
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    kept,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One SQL query against the bench database (a read), whichever it is. */
function queryer(database: TestDatabase) {
  if (database.name === "sqlite") {
    const connection = new Database(sqlitePathOf(database.url), { readonly: true });
    connection.pragma("busy_timeout = 10000");
    return {
      one: async (sql: string, params: unknown[]) =>
        connection.prepare(sql.replace(/\$\d+/g, "?")).get(...params) as Record<string, unknown> | undefined,
      close: async () => connection.close(),
    };
  }
  const client = new pg.Client({ connectionString: database.url });
  const connected = client.connect();
  return {
    one: async (sql: string, params: unknown[]) => {
      await connected;
      return (await client.query(sql, params)).rows[0] as Record<string, unknown> | undefined;
    },
    close: () => client.end(),
  };
}

async function benchBackend(database: TestDatabase): Promise<BackendResult> {
  const smtp = await startSmtpCounter();
  const server = await startServer({
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    PUBLIC_URL: "https://comments.bench.example",
    RATE_LIMIT_OVERRIDES: JSON.stringify({ apiKey: { limit: 1_000_000_000 } }),
    ...(process.env.READER_MAIL_POLL_MS ? { READER_MAIL_POLL_MS: process.env.READER_MAIL_POLL_MS } : {}),
    ...(process.env.READER_MAIL_CONCURRENCY ? { READER_MAIL_CONCURRENCY: process.env.READER_MAIL_CONCURRENCY } : {}),
  });
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, residentMegabytes(server.process.pid) ?? 0)), 250);
  const db = queryer(database);
  try {
    const owner = await bootstrap(database.url);
    const post = async (threadUrl: string, content: string) => {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/v1/comments`, {
        method: "POST",
        headers: { "X-API-Key": owner.api_keys.live, "Content-Type": "application/json" },
        body: JSON.stringify({ site_id: owner.site_id, thread_url: threadUrl, content }),
      });
      const body = (await response.json()) as { id: string; status: string };
      const ms = performance.now() - started;
      if (response.status !== 201) throw new Error(`POST /v1/comments answered ${response.status}`);
      // A held comment notifies nobody: the bench's comments must be published (the spam filter lets them through).
      if (body.status !== "approved")
        throw new Error(`POST /v1/comments held the comment (${body.status}): ${content}`);
      return { id: body.id, ms };
    };
    const quietUrl = "https://bench.example/quiet";
    const followedUrl = "https://bench.example/followed";
    // Warm-up on both pages (this also makes the followed page's thread), then the followers.
    for (let i = 0; i < 10; i++) await post(i % 2 ? quietUrl : followedUrl, words(1000 + i));
    // The warm-up's fan-outs must be done before the followers exist, or they would mail them first
    // (and the measured comment's mail would wait out the grouping pause).
    const started = performance.now();
    for (;;) {
      const open = await db.one(`SELECT COUNT(*) AS "n" FROM "ReaderFanout" WHERE "doneAt" IS NULL`, []);
      if (Number(open?.n ?? 0) === 0) break;
      if (performance.now() - started > 60_000) throw new Error("the warm-up's fan-outs never finished");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const thread = await db.one(`SELECT "id" FROM "Thread" WHERE "url" = $1`, [followedUrl]);
    if (!thread) throw new Error("the followed page has no thread");
    const seedStarted = performance.now();
    await seedThreadFollowers(database.url, { siteId: owner.site_id, threadId: String(thread.id) }, followers);
    console.log(
      `  ${database.name}: seeded ${followers.toLocaleString("en")} followers in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const quiet: number[] = [];
    for (let i = 0; i < posts; i++) quiet.push((await post(quietUrl, words(i))).ms);

    // The first post on the followed page starts the clock; the rest of the posts follow once its mail is out.
    const before = smtp.arrivals.length;
    const clock = performance.now();
    const first = await post(followedUrl, words(posts));
    let noticesAt: number | null = null;
    let lastMailAt: number | null = null;
    while (performance.now() - clock < deadlineMs) {
      if (noticesAt === null) {
        const row = await db.one(`SELECT COUNT(*) AS "n" FROM "ReaderNotice" WHERE "commentId" = $1`, [first.id]);
        if (Number(row?.n ?? 0) >= followers) noticesAt = performance.now();
      }
      if (smtp.arrivals.length - before >= followers) {
        lastMailAt = smtp.arrivals[before + followers - 1]!;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const received = smtp.arrivals.length - before;
    if (received < followers)
      console.log(`--- server output (last 3,000 characters) ---\n${server.output().slice(-3000)}`);
    const firstMail = smtp.arrivals[before];
    const followed = [first.ms];
    for (let i = 1; i < posts; i++) followed.push((await post(followedUrl, words(posts + i))).ms);
    const seconds = (at: number | null | undefined) => (at == null ? null : Math.round((at - clock) / 100) / 10);
    return {
      backend: database.name,
      followers,
      quietPost: latency(quiet),
      followedPost: latency(followed),
      firstFollowedPostMs: Math.round(first.ms * 10) / 10,
      noticesWrittenSeconds: seconds(noticesAt),
      firstMailSeconds: seconds(firstMail),
      lastMailSeconds: seconds(lastMailAt),
      mailsReceived: received,
      peakRssMb: peakRss || null,
    };
  } finally {
    clearInterval(sampler);
    await db.close();
    await server.stop();
    await smtp.close();
    if (process.env.BENCH_KEEP_DATABASE) console.log(`  kept ${database.url}`);
    else await database.drop();
  }
}

async function postgresDatabase(): Promise<TestDatabase | undefined> {
  try {
    return await createPostgresDatabase(postgresUrl);
  } catch (error) {
    console.log(`reader mail bench: PostgreSQL at ${postgresUrl} is unreachable (${String(error)}); skipped`);
    return undefined;
  }
}

async function main(): Promise<void> {
  ensureBuild();
  const backends = (process.env.BENCH_READER_MAIL_BACKENDS ?? "sqlite,postgresql").split(",");
  const results: BackendResult[] = [];
  for (const name of backends) {
    const database = name === "sqlite" ? createSqliteDatabase() : await postgresDatabase();
    if (!database) continue;
    const result = await benchBackend(database);
    results.push(result);
    const ms = (l: Latency) => `p50 ${l.p50} ms, p95 ${l.p95} ms, max ${l.max} ms`;
    console.log(
      `reader mail on ${result.backend}: POST /v1/comments without followers ${ms(result.quietPost)}; ` +
        `with ${followers.toLocaleString("en")} followers ${ms(result.followedPost)} (the first ${result.firstFollowedPostMs} ms); ` +
        `notices written after ${result.noticesWrittenSeconds ?? "—"} s, first mail ${result.firstMailSeconds ?? "—"} s, ` +
        `${result.mailsReceived.toLocaleString("en")} mails, the last after ${result.lastMailSeconds ?? "—"} s; peak RSS ${result.peakRssMb ?? "—"} MB`,
    );
  }
  writeResultsJson("bench-results/reader-mail.json", { date: new Date().toISOString(), results });
  const slow = results.filter((r) => r.lastMailSeconds === null || r.lastMailSeconds > targetSeconds);
  for (const r of slow)
    console.log(`reader mail on ${r.backend}: not every mail reached SMTP within ${targetSeconds} s`);
  process.exitCode = slow.length > 0 ? 1 : 0;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
