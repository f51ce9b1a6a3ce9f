/** A counting rule: at most `limit` hits per fixed window of `windowSeconds`, windows aligned to multiples of their length since the epoch. */
export type LimitRule = { limit: number; windowSeconds: number };

/** What a limiter answers for one hit or peek. `resetAt` is Unix epoch seconds when the window ends. */
export type LimitResult = {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetAt: number;
  windowSeconds: number;
};

/** A rate limiter: `hit` counts one request for `key` under `rule`; `peek` reads the count without adding to it. */
export type Limiter = {
  /** Where the counts live, for the logs: "this process" or "Upstash Redis at <url>". */
  readonly backend: string;
  hit(key: string, rule: LimitRule): Promise<LimitResult>;
  peek(key: string, rule: LimitRule): Promise<LimitResult>;
};
