// `npx tsx scripts/bench/run-profile.ts [read|write|read-public]`: CPU-profiles the built server under
// one route's load (50 connections, BENCH_SECONDS) and prints where its busy time went.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { apiClient, threadQuery } from "../../tests/support/api-client";
import { ensureBuild } from "../../tests/support/ensure-build";
import { bootstrap } from "../../tests/support/run-cli";
import { startServer } from "../../tests/support/start-server";
import { createSqliteDatabase } from "../../tests/support/test-databases";
import { measureRoute, type RouteLoad } from "./measure-route";
import { seedThread } from "./seed-thread";
import { summarizeCpuProfile } from "./summarize-cpu-profile";

const kind = process.argv[2] ?? "read";
const seconds = Number(process.env.BENCH_SECONDS || 10);
ensureBuild();
const database = createSqliteDatabase();
const profiles = mkdtempSync(join(tmpdir(), "tl-prof-"));
const server = await startServer({
  DATABASE_URL: database.url,
  RATE_LIMIT_OVERRIDES: JSON.stringify({ apiKey: { limit: 1_000_000_000 }, publicRead: { limit: 1_000_000_000 } }),
  NODE_OPTIONS: `--import=${resolve("scripts/bench/profile-server.mjs")}`,
  CPU_PROFILE_FILE: join(profiles, "server.cpuprofile"),
});
try {
  const owner = await bootstrap(database.url);
  const threadUrl = "http://localhost/profile/thread-200";
  await seedThread(apiClient(server.baseUrl, owner.api_keys.live), {
    siteId: owner.site_id,
    threadUrl,
    topLevel: 100,
    replies: 100,
    concurrency: 20,
  });
  const key = { "X-API-Key": owner.api_keys.live };
  const read = `${server.baseUrl}${threadQuery(owner.site_id, threadUrl, { per_page: 100 })}`;
  let written = 0;
  const loads: Record<string, RouteLoad> = {
    read: { route: "GET /v1/comments per_page=100 (API key)", url: read, headers: key, seconds, connections: 50 },
    "read-public": { route: "GET /v1/comments per_page=100 (public)", url: read, seconds, connections: 50 },
    write: {
      route: "POST /v1/comments",
      url: `${server.baseUrl}/v1/comments`,
      method: "POST",
      headers: { ...key, "Content-Type": "application/json" },
      nextBody: () =>
        JSON.stringify({
          site_id: owner.site_id,
          thread_url: "http://localhost/profile/writes",
          content: `Profiled ${++written}`,
        }),
      seconds,
      connections: 50,
    },
  };
  const load = loads[kind];
  if (!load) throw new Error(`unknown profile ${kind}: read, read-public or write`);
  const result = await measureRoute(load);
  console.log(
    `${load.route}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.non2xx + result.errors} failed`,
  );
} catch (error) {
  console.error(server.output().slice(-3000));
  throw error;
} finally {
  await server.stop();
  await database.drop();
}
if (!existsSync(join(profiles, "server.cpuprofile"))) throw new Error("the server wrote no CPU profile");
console.log(summarizeCpuProfile(join(profiles, "server.cpuprofile")));
if (!process.env.KEEP_PROFILE) rmSync(profiles, { recursive: true, force: true });
else console.log(profiles);
