import { apiClient } from "../../tests/support/api-client";
import { bootstrap } from "../../tests/support/run-cli";
import { startServer } from "../../tests/support/start-server";
import { createSqliteDatabase } from "../../tests/support/test-databases";
import type { LimiterTarget } from "./measure-limiter-cost";
import { seedThread } from "./seed-thread";
import { startShimProcess } from "./start-shim-process";

/** A server counting its limits in Redis through the shim, ready to load, and how to take it all down. */
export type UpstashTarget = { target: LimiterTarget; stop: () => Promise<void> };

/**
 * Starts the Upstash shim (own process) and a server counting in it, on a database of its own (two
 * processes writing one SQLite file would measure SQLite's locking, not the limiter), with an
 * account and the same 200-comment thread the in-process figures read. Null when Redis is unreachable.
 */
export async function startUpstashTarget(
  redisUrl: string,
  serverEnv: Record<string, string>,
): Promise<UpstashTarget | null> {
  const prefix = `threadline-bench:${process.pid}`;
  const shim = await startShimProcess(redisUrl, prefix);
  if (!shim) return null;
  const database = createSqliteDatabase();
  const stops: (() => Promise<void>)[] = [() => database.drop(), () => shim.stop()];
  const stop = async () => {
    for (const step of [...stops].reverse()) await step();
  };
  try {
    const upstash = {
      UPSTASH_REDIS_REST_URL: shim.url,
      UPSTASH_REDIS_REST_TOKEN: shim.token,
      RATE_LIMIT_PREFIX: prefix,
    };
    const server = await startServer({ ...serverEnv, ...upstash, DATABASE_URL: database.url });
    stops.push(() => server.stop());
    const owner = await bootstrap(database.url);
    const auth = { key: owner.api_keys.live, siteId: owner.site_id };
    const threads = { small: "http://localhost/bench/thread-200", writes: "http://localhost/bench/thread-writes" };
    await seedThread(apiClient(server.baseUrl, auth.key), {
      siteId: auth.siteId,
      threadUrl: threads.small,
      topLevel: 100,
      replies: 100,
      concurrency: 20,
    });
    return { target: { limiter: "Upstash through the shim", baseUrl: server.baseUrl, auth, threads }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
