/** How the notification worker behaves; every value can be set in the server's environment. */
export type NotificationConfig = {
  /** How often unsent "each" notices are looked for. */
  pollMs: number;
  /** How often members due a digest are looked for. */
  digestPollMs: number;
  /** The least time between two digests to one member (an hour; shorter only for tests and operators). */
  digestIntervalMs: number;
  /** The least time between two digests of new comments to one member (a day; shorter only for tests and operators). */
  commentsDigestIntervalMs: number;
  /** "each" mails one member gets per hour at most; past it the rest fold into a digest. */
  eachPerHour: number;
  /** How long a worker's claim on a notice lasts before another worker may take it over. */
  leaseMs: number;
};

function count(name: string, fallback: number, min = 1): number {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isInteger(value) && value >= min ? value : fallback;
}

/** The notification settings from the environment (read on every call, so tests and operators can change them). */
export function notificationConfig(): NotificationConfig {
  return {
    pollMs: count("MODERATION_NOTIFY_POLL_MS", 2_000, 10),
    digestPollMs: count("MODERATION_DIGEST_POLL_MS", 120_000, 10),
    digestIntervalMs: count("MODERATION_DIGEST_INTERVAL_SECONDS", 3_600) * 1000,
    commentsDigestIntervalMs: count("COMMENTS_DIGEST_INTERVAL_SECONDS", 86_400) * 1000,
    eachPerHour: count("MODERATION_EACH_MAX_PER_HOUR", 30),
    leaseMs: 60_000,
  };
}
