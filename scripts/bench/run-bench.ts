// `npm run bench`: loads the built server on a fresh SQLite database with autocannon and reports req/s and latency,
// then the same read and write with the rate limiter counting in-process and in Redis through the Upstash shim.
import { ensureBuild } from "../../tests/support/ensure-build";
import { bootstrap } from "../../tests/support/run-cli";
import { startServer, type RunningServer } from "../../tests/support/start-server";
import { createSqliteDatabase } from "../../tests/support/test-databases";
import { readBenchSettings } from "./bench-settings";
import { formatResultsTable, type ReportRow } from "./format-results-table";
import { measureAllRoutes } from "./measure-all-routes";
import { measureLimiterCost, type LimiterTarget } from "./measure-limiter-cost";
import { measureWritePaths } from "./measure-write-paths";
import { residentMegabytes } from "./resident-megabytes";
import { seedBenchThreads } from "./seed-bench-threads";
import { startUpstashTarget, type UpstashTarget } from "./start-upstash-target";
import { writeResultsJson } from "./write-results-json";

const resultsFile = "bench-results/latest.json";

/** Runs the whole benchmark and resolves true when no request failed; the server and database are always cleaned up. */
export async function runBench(): Promise<boolean> {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  process.env.CHECKPOINT_DISABLE = "1";
  const settings = readBenchSettings(process.env);
  // The limiter stays on, its apiKey and publicRead limits out of reach, so that the figures include its cost but no 429s.
  const serverEnv = {
    RATE_LIMIT_OVERRIDES: JSON.stringify({ apiKey: { limit: 1_000_000_000 }, publicRead: { limit: 1_000_000_000 } }),
    ...settings.serverEnv,
  };
  const redisUrl = process.env.BENCH_REDIS_URL || "redis://127.0.0.1:6379";
  const postgresUrl = process.env.BENCH_POSTGRES_URL || "postgresql://postgres@127.0.0.1:5432/test";
  ensureBuild();

  const database = createSqliteDatabase();
  let server: RunningServer | undefined;
  let upstash: UpstashTarget | null = null;
  let cleaned: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaned ??= (async () => {
      await upstash?.stop();
      await server?.stop();
      await database.drop();
    })());
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
    console.error("bench: interrupted, stopping the server and removing the database…");
    void cleanUp().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    server = await startServer({ ...serverEnv, DATABASE_URL: database.url });
    const owner = await bootstrap(database.url);
    const auth = { key: owner.api_keys.live, siteId: owner.site_id };
    const threads = await seedBenchThreads(server.baseUrl, auth.key, auth.siteId);
    const measurements = await measureAllRoutes(server.baseUrl, auth, threads, settings);
    const rssMb = residentMegabytes(server.process.pid);

    const targets: LimiterTarget[] = [{ limiter: "in-process", baseUrl: server.baseUrl, auth, threads }];
    upstash = await startUpstashTarget(redisUrl, serverEnv);
    if (upstash) targets.push(upstash.target);
    else
      console.error(
        "bench: skipping the Upstash half of the limiter comparison (set BENCH_REDIS_URL to a reachable Redis)",
      );
    const limiterMeasurements = await measureLimiterCost(targets, settings);
    const countedInRedis = upstash !== null;
    await upstash?.stop();
    upstash = null;
    const writePathMeasurements = await measureWritePaths("sqlite", undefined, serverEnv, settings);
    try {
      writePathMeasurements.push(...(await measureWritePaths("postgresql", postgresUrl, serverEnv, settings)));
    } catch (error) {
      console.error(
        `bench: skipping the PostgreSQL figures (set BENCH_POSTGRES_URL to a reachable server): ${String(error)}`,
      );
    }

    const ceiling = measurements[0]?.requestsPerSecond ?? 0;
    const toRow = (m: (typeof measurements)[number]): ReportRow => ({
      ...m,
      ratioToCeiling: ceiling > 0 ? m.requestsPerSecond / ceiling : 0,
    });
    const rows = measurements.map(toRow);
    const limiterRows = limiterMeasurements.map(toRow);
    const writePathRows = writePathMeasurements.map(toRow);
    const failed = [...rows, ...limiterRows, ...writePathRows].filter((row) => row.errors + row.non2xx > 0);
    console.log(`\n${formatResultsTable(rows)}\n`);
    const [small, large] = rows.slice(-2);
    if (small && large && small.requestsPerSecond > 0) {
      console.log(
        `page of 20 on 10,000 vs 200 comments: ${(large.requestsPerSecond / small.requestsPerSecond).toFixed(2)}× the req/s`,
      );
    }
    console.log(`server resident memory after the load: ${rssMb === null ? "unknown" : `${rssMb} MB`}`);
    console.log(
      `rate limiter, counted in-process${countedInRedis ? " and in Redis through the Upstash shim" : " (no Redis: Upstash half skipped)"}:`,
    );
    console.log(`\n${formatResultsTable(limiterRows)}\n`);
    console.log(
      "comment writes with every side effect, and PostgreSQL (each on a server of its own; shares of the ceiling above):",
    );
    console.log(`\n${formatResultsTable(writePathRows)}\n`);
    writeResultsJson(resultsFile, {
      date: new Date().toISOString(),
      node: process.version,
      connections: settings.connections,
      seconds: settings.seconds,
      shortSeconds: settings.shortSeconds,
      serverEnv: Object.keys(settings.serverEnv),
      ok: failed.length === 0,
      serverRssMb: rssMb,
      results: rows,
      limiter: limiterRows,
      writePaths: writePathRows,
    });
    console.log(`written to ${resultsFile}`);
    for (const row of failed)
      console.error(
        `FAILED: ${row.route}: ${row.errors} errors (${row.timeouts} timeouts), ${row.non2xx} non-2xx responses`,
      );
    return failed.length === 0;
  } catch (error) {
    if (server && !interrupted)
      console.error(`--- server output (last 4,000 characters) ---\n${server.output().slice(-4_000)}`);
    throw error;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await cleanUp();
  }
}

runBench().then(
  (ok) => {
    process.exitCode = ok ? 0 : 1;
  },
  (error: unknown) => {
    console.error("bench failed:", error);
    process.exitCode = 1;
  },
);
