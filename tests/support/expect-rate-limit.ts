import { expect } from "vitest";

/** What one limit's headers must say on a response. */
export type ExpectedLimit = {
  policy: string;
  limit: number;
  windowSeconds: number;
  remaining: number;
  resetAt: number;
};

/**
 * Checks a response's rate-limit headers: X-RateLimit-Limit/-Remaining/-Reset (epoch seconds) for
 * the limit, and its items in the draft's RateLimit-Policy and RateLimit fields.
 */
export function expectRateLimit(headers: Headers, expected: ExpectedLimit): void {
  const { policy, limit, windowSeconds, remaining, resetAt } = expected;
  expect({
    limit: headers.get("x-ratelimit-limit"),
    remaining: headers.get("x-ratelimit-remaining"),
    reset: headers.get("x-ratelimit-reset"),
  }).toEqual({ limit: String(limit), remaining: String(remaining), reset: String(resetAt) });
  expect(headers.get("ratelimit-policy")).toContain(`"${policy}";q=${limit};w=${windowSeconds}`);
  const item = new RegExp(`"${policy}";r=(\\d+);t=(\\d+)`).exec(headers.get("ratelimit") ?? "");
  expect(item?.[1]).toBe(String(remaining));
  // t counts the seconds from the server's clock to the reset, which this side read a moment later.
  const t = Number(item?.[2]);
  expect(t).toBeGreaterThanOrEqual(Math.floor(resetAt - Date.now() / 1000));
  expect(t).toBeLessThanOrEqual(windowSeconds);
}

/** Checks a 429: problem+json `rate_limited` for the policy, and Retry-After exactly the whole seconds to the reset as the server saw it. */
export function expectRefused(
  res: { status: number; headers: Headers; json: { code?: string; policy?: string } },
  policy: string,
  resetAt: number,
  sentAt: number,
  receivedAt: number,
): void {
  expect(res.status).toBe(429);
  expect(res.headers.get("content-type")).toBe("application/problem+json");
  expect(res.json).toMatchObject({ code: "rate_limited", policy });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  // The server read its clock between sending and receiving: Retry-After = ceil(reset - then), at least 1.
  expect(retryAfter).toBeGreaterThanOrEqual(Math.max(1, Math.ceil(resetAt - receivedAt / 1000)));
  expect(retryAfter).toBeLessThanOrEqual(Math.max(1, Math.ceil(resetAt - sentAt / 1000)));
}
