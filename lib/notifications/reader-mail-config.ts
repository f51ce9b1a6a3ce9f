/** How the reader-mail worker behaves; every value can be set in the server's environment (docs/notifications.md). */
export type ReaderMailConfig = {
  /** How often the outboxes are looked at. */
  pollMs: number;
  /** After a mail to a reader, further notifications wait this long and go out together in one mail. */
  groupMs: number;
  /** Mails one reader gets per day at most; the rest fold into one digest when the day is over. */
  dailyCap: number;
  /** The daily digest's interval (a day; shorter only for tests and operators). */
  digestMs: number;
  /** How long a worker's claim lasts before another worker may take the work over. */
  leaseMs: number;
  /** How long a confirmation link works. */
  confirmTtlMs: number;
  /** How long an unsubscribe link works (later mails carry newer ones). */
  unsubscribeTtlMs: number;
  /** How many readers one worker mails at once. */
  concurrency: number;
};

const dayMs = 86_400_000;

function count(name: string, fallback: number, min = 1): number {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isInteger(value) && value >= min ? value : fallback;
}

/** The reader-mail settings from the environment (read on every call, so tests and operators can change them). */
export function readerMailConfig(): ReaderMailConfig {
  return {
    pollMs: count("READER_MAIL_POLL_MS", 2_000, 10),
    groupMs: count("READER_MAIL_GROUP_SECONDS", 300, 0) * 1000,
    dailyCap: count("READER_MAIL_DAILY_CAP", 20),
    digestMs: count("READER_MAIL_DIGEST_SECONDS", 86_400) * 1000,
    leaseMs: 60_000,
    confirmTtlMs: count("READER_MAIL_CONFIRM_HOURS", 48) * 3_600_000,
    unsubscribeTtlMs: 180 * dayMs,
    concurrency: count("READER_MAIL_CONCURRENCY", 8),
  };
}
