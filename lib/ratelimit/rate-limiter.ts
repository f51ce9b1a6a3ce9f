import { createFailoverLimiter } from "./create-failover-limiter";
import { createMemoryLimiter } from "./create-memory-limiter";
import { createUpstashLimiter } from "./create-upstash-limiter";
import type { Limiter } from "./limit-result";

const holder = globalThis as unknown as { threadlineLimiter?: Limiter };

function createConfiguredLimiter(env: NodeJS.ProcessEnv): Limiter {
  const url = env.UPSTASH_REDIS_REST_URL?.trim();
  const token = env.UPSTASH_REDIS_REST_TOKEN?.trim();
  if (!url && !token) return createMemoryLimiter();
  if (!url || !token) throw new Error("Set both UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN, or neither");
  const prefix = env.RATE_LIMIT_PREFIX?.trim() || "threadline:ratelimit";
  const timeoutMs = Number(env.RATE_LIMIT_REDIS_TIMEOUT_MS || 1000);
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs <= 0)
    throw new Error("RATE_LIMIT_REDIS_TIMEOUT_MS must be a positive whole number of milliseconds");
  return createFailoverLimiter(createUpstashLimiter({ url, token, prefix }), createMemoryLimiter(), {
    timeoutMs,
    retryAfterMs: 2000,
    log: (message) => console.warn(`threadline: ${message}`),
  });
}

/**
 * The process's rate limiter: Upstash Redis (shared by every instance, with an in-process
 * fallback while Redis fails) when UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN are set,
 * else in-process. Built once per process; a bad setting throws (instrumentation.ts calls this at
 * start-up so that it stops the server there).
 */
export function rateLimiter(): Limiter {
  holder.threadlineLimiter ??= createConfiguredLimiter(process.env);
  return holder.threadlineLimiter;
}
