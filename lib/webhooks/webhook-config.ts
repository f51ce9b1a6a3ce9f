/** How webhook delivery behaves; every value can be set in the server's environment. */
export type WebhookConfig = {
  timeoutMs: number;
  retryScheduleMs: number[];
  leaseMs: number;
  pollMs: number;
  concurrency: number;
  disableAfterFailures: number;
  disableAfterMs: number;
  allowPrivateTargets: boolean;
  secretOverlapMs: number;
};

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/** Waits before each retry: about 3 days and 4 hours from the first attempt to the 12th and last (docs/webhooks.md). */
const defaultScheduleMs = [
  5 * second,
  minute,
  5 * minute,
  30 * minute,
  hour,
  2 * hour,
  4 * hour,
  8 * hour,
  12 * hour,
  24 * hour,
  24 * hour,
];

function count(name: string, fallback: number, min = 0): number {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isInteger(value) && value >= min ? value : fallback;
}

function schedule(): number[] {
  const raw = process.env.WEBHOOK_RETRY_SCHEDULE_MS;
  const values = raw?.split(",").map((part) => Number(part.trim()));
  return values?.length && values.every((v) => Number.isInteger(v) && v >= 0) ? values : defaultScheduleMs;
}

/** The webhook settings from the environment (read on every call, so tests and operators can change them). */
export function webhookConfig(): WebhookConfig {
  const timeoutMs = count("WEBHOOK_TIMEOUT_MS", 10 * second, 1);
  return {
    timeoutMs,
    retryScheduleMs: schedule(),
    // Longer than any one attempt can take, so a live worker never loses its claim mid-send.
    leaseMs: Math.max(count("WEBHOOK_LEASE_MS", timeoutMs + 30 * second, 1), timeoutMs + 500),
    pollMs: count("WEBHOOK_POLL_MS", second, 10),
    concurrency: count("WEBHOOK_CONCURRENCY", 16, 1),
    disableAfterFailures: count("WEBHOOK_DISABLE_AFTER_FAILURES", 10, 1),
    disableAfterMs: count("WEBHOOK_DISABLE_AFTER_MS", 24 * hour),
    allowPrivateTargets: process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS === "1",
    secretOverlapMs: 24 * hour,
  };
}
