/** A counting rule: at most `limit` hits per fixed window of `windowSeconds`. */
export type LimitRule = { limit: number; windowSeconds: number };

/** What a limiter answers for one hit. `resetAt` is Unix epoch seconds when the window ends. */
export type LimitResult = { allowed: boolean; limit: number; remaining: number; resetAt: number; windowSeconds: number };

/** A rate limiter: counts one hit for `key` under `rule`. */
export type Limiter = { hit(key: string, rule: LimitRule, now?: number): Promise<LimitResult> };
