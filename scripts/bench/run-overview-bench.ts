// Part of `npm run bench`: the dashboard's overview on an account with a million comments
// (scripts/bench/seed-overview-comments.ts), on SQLite and, when reachable, PostgreSQL. Times the
// seeding (the rollup triggers on), the overview's data functions in this process, and GET /dashboard
// through the built server with an owner's session: p50 and p95 of 20 runs at 7, 30 and 90 days.
import { resolve } from "node:path";

import { applyMigrations } from "../../lib/db/apply-migrations";
import { disconnectDb } from "../../lib/db/client";
import { sqlitePathOf, withDatabaseUrl } from "../../lib/db/database-url";
import { getOverview } from "../../lib/stats/get-overview";
import { listPlanUsageRows } from "../../lib/stats/list-plan-usage-rows";
import { overviewPeriods } from "../../lib/stats/overview-periods";
import { createMemberSession } from "../../tests/support/create-member-session";
import { ensureBuild } from "../../tests/support/ensure-build";
import { buildAccount } from "../../tests/support/factories";
import { startServer } from "../../tests/support/start-server";
import { createPostgresDatabase, createSqliteDatabase, type TestDatabase } from "../../tests/support/test-databases";
import { seedPostgresOverview, seedSqliteOverview } from "./seed-overview-comments";
import { writeResultsJson } from "./write-results-json";

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.CHECKPOINT_DISABLE = "1";

const total = Number(process.env.BENCH_OVERVIEW_COMMENTS ?? 1_000_000);
const runs = 20;
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/test";

type Timing = { p50: number; p95: number };
type BackendResult = {
  backend: string;
  seedSeconds: number;
  functions: Record<string, Timing>;
  http: Record<string, Timing>;
  slowest: number;
};

/** p50 and p95 of `runs` timed calls, after one untimed call that warms caches and prepared statements. */
async function time(work: () => Promise<unknown>): Promise<Timing> {
  await work();
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(samples[Math.min(samples.length - 1, Math.ceil(samples.length * q) - 1)]! * 10) / 10;
  return { p50: at(0.5), p95: at(0.95) };
}

async function benchBackend(database: TestDatabase): Promise<BackendResult> {
  await applyMigrations(database.url);
  const email = "bench-owner@example.com";
  const account = await buildAccount(database.url, { email });
  const log = (line: string) => console.log(line);
  const seedStarted = performance.now();
  if (database.name === "sqlite") seedSqliteOverview(sqlitePathOf(database.url), account, total, log);
  else await seedPostgresOverview(database.url, account, total, log);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`  ${database.name}: seeded ${total.toLocaleString("en")} comments in ${seedSeconds.toFixed(1)} s`);

  const functions: Record<string, Timing> = {};
  await withDatabaseUrl(database.url, async () => {
    for (const days of overviewPeriods)
      functions[`account, ${days} days`] = await time(() =>
        Promise.all([
          getOverview(account.account_id, { siteId: null, days }),
          listPlanUsageRows(account.account_id, "business"),
        ]),
      );
    functions["one site, 30 days"] = await time(() =>
      getOverview(account.account_id, { siteId: account.site_id, days: 30 }),
    );
    const check = await getOverview(account.account_id, { siteId: null, days: 90 });
    console.log(
      `  ${database.name}: 90 days: ${check.readers} readers, ${check.pending} pending, median ${check.medianDecisionSeconds} s, busiest ${check.busiestThreads[0]?.comments}`,
    );
  });
  await disconnectDb();

  const http: Record<string, Timing> = {};
  const server = await startServer({ DATABASE_URL: database.url, MAIL_DIR: resolve("data/test/mail-overview-bench") });
  try {
    const cookie = `next-auth.session-token=${await createMemberSession(database.url, email)}`;
    for (const days of overviewPeriods)
      http[`GET /dashboard?days=${days}`] = await time(async () => {
        const response = await fetch(`${server.baseUrl}/dashboard?days=${days}`, { headers: { cookie } });
        const body = await response.text();
        if (response.status !== 200 || !body.includes("Comments per day"))
          throw new Error(`GET /dashboard?days=${days} answered ${response.status} without the overview`);
      });
  } finally {
    await server.stop();
  }
  const slowest = Math.max(...Object.values(http).map((t) => t.p95), ...Object.values(functions).map((t) => t.p95));
  return { backend: database.name, seedSeconds, functions, http, slowest };
}

async function runOverviewBench(): Promise<boolean> {
  ensureBuild();
  const results: BackendResult[] = [];
  const sqlite = createSqliteDatabase();
  try {
    results.push(await benchBackend(sqlite));
  } finally {
    await sqlite.drop();
  }
  let postgres: TestDatabase | undefined;
  try {
    postgres = postgresUrl ? await createPostgresDatabase(postgresUrl) : undefined;
  } catch (error) {
    console.log(`overview bench: PostgreSQL unreachable (${(error as Error).message}); its figures are skipped`);
  }
  if (postgres) {
    try {
      results.push(await benchBackend(postgres));
    } finally {
      await disconnectDb();
      await postgres.drop();
    }
  }
  console.log(`\noverview of an account with ${total.toLocaleString("en")} comments (p50 / p95 ms of ${runs} runs):`);
  for (const result of results) {
    console.log(`  ${result.backend} (seeded in ${result.seedSeconds.toFixed(0)} s)`);
    for (const [name, t] of Object.entries({ ...result.functions, ...result.http }))
      console.log(`    ${name.padEnd(28)} ${String(t.p50).padStart(7)} ${String(t.p95).padStart(7)}`);
  }
  writeResultsJson("bench-results/overview.json", { date: new Date().toISOString(), comments: total, runs, results });
  // The target (issue 27): the overview answers in under 300 ms. Reported, not asserted: a shared
  // machine's p95 moves with its load; a failed or wrong answer has already thrown.
  for (const result of results)
    console.log(
      `  ${result.backend}: slowest p95 ${result.slowest} ms, ${result.slowest < 300 ? "under" : "OVER"} the 300 ms target`,
    );
  return true;
}

runOverviewBench().then(
  (ok) => {
    process.exitCode = ok ? 0 : 1;
  },
  (error: unknown) => {
    console.error("overview bench failed:", error);
    process.exitCode = 1;
  },
);
