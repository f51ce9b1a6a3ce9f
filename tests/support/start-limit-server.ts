import type { RunningServer } from "./start-server";
import { startServerOn } from "./start-server-on";
import { testKeyPrefix, testRedisUrl } from "./test-redis";
import { startUpstashShim, type UpstashShim } from "./upstash-shim";

/** Where a server under test counts its rate limits. */
export type LimiterBackend = "in-process" | "Upstash through the shim";

/** A server with its own limits: the server, and the shim and key prefix when it counts in Redis. */
export type LimitServer = {
  baseUrl: string;
  databaseUrl: string;
  server: RunningServer;
  shim?: UpstashShim;
  prefix: string;
  close: () => Promise<void>;
};

/** The backends to test: in-process always, Upstash through the shim when TEST_REDIS_URL is set (required in CI). */
export function limiterBackends(): LimiterBackend[] {
  return testRedisUrl() ? ["in-process", "Upstash through the shim"] : ["in-process"];
}

/**
 * Starts a server (fresh SQLite database) counting in-process, or in real Redis through a shim of
 * its own under a key prefix of its own; `close` stops both and deletes the prefix's keys.
 */
export async function startLimitServer(backend: LimiterBackend, env: Record<string, string>): Promise<LimitServer> {
  const prefix = testKeyPrefix();
  const redisUrl = testRedisUrl();
  const shim = backend === "in-process" ? undefined : await startUpstashShim(redisUrl!);
  // A loaded 2-core CI machine can starve a process for a second: a timeout would switch to the
  // per-process fallback mid-test and break exact counts, so tests wait long unless they say otherwise.
  const upstash: Record<string, string> = shim
    ? {
        UPSTASH_REDIS_REST_URL: shim.url,
        UPSTASH_REDIS_REST_TOKEN: shim.token,
        RATE_LIMIT_PREFIX: prefix,
        RATE_LIMIT_REDIS_TIMEOUT_MS: "15000",
      }
    : {};
  const own = await startServerOn("sqlite", { ...upstash, ...env });
  return {
    baseUrl: own.baseUrl(),
    databaseUrl: own.databaseUrl,
    server: own.server(),
    shim,
    prefix,
    close: async () => {
      await own.stop();
      if (shim) {
        await shim.deleteKeys(prefix);
        await shim.close();
      }
    },
  };
}
