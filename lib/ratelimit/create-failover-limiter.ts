import type { Limiter, LimitResult } from "./limit-result";

/** How long a shared-store call may take, and how long to stay on the fallback after a failure. */
export type FailoverSettings = {
  timeoutMs: number;
  retryAfterMs: number;
  log: (message: string) => void;
  now?: () => number;
};

// A short reason for the log: never the command, which names the client (key id, IP).
function reasonOf(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  if (cause?.code) return cause.code;
  return (error instanceof Error ? error.message : String(error)).split(", command was")[0]!.slice(0, 200);
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Counts in `primary` (Redis) and, when it fails or is slow, in `fallback` (in-process) instead,
 * so that a Redis outage never fails a request: each process then enforces the limits on its own.
 * After a failure the primary is left alone for `retryAfterMs`, so an outage costs one timeout,
 * not one per request; the switch each way is logged once.
 */
export function createFailoverLimiter(primary: Limiter, fallback: Limiter, settings: FailoverSettings): Limiter {
  const now = settings.now ?? Date.now;
  let failing = false;
  let retryAt = 0;

  async function run(call: (limiter: Limiter) => Promise<LimitResult>): Promise<LimitResult> {
    if (failing && now() < retryAt) return call(fallback);
    try {
      const result = await withDeadline(call(primary), settings.timeoutMs);
      if (failing) {
        failing = false;
        settings.log(`rate limits: ${primary.backend} answers again; limits hold across instances again`);
      }
      return result;
    } catch (error) {
      if (!failing) {
        settings.log(
          `rate limits: ${primary.backend} failed (${reasonOf(error)}); ` +
            "falling back to per-process limits until it answers again",
        );
      }
      failing = true;
      retryAt = now() + settings.retryAfterMs;
      return call(fallback);
    }
  }

  return {
    backend: `${primary.backend} (${fallback.backend} while it fails)`,
    hit: (key, rule) => run((limiter) => limiter.hit(key, rule)),
    peek: (key, rule) => run((limiter) => limiter.peek(key, rule)),
  };
}
