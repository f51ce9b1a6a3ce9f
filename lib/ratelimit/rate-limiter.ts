import { createMemoryLimiter } from "./create-memory-limiter";
import type { Limiter } from "./limit-result";

const holder = globalThis as unknown as { threadlineLimiter?: Limiter };

/** The process's rate limiter (in-process by default). */
export function rateLimiter(): Limiter {
  holder.threadlineLimiter ??= createMemoryLimiter();
  return holder.threadlineLimiter;
}
