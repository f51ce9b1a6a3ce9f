/** The longest `Retry-After` we honour: a receiver cannot park its events for longer than a day. */
export const maxRetryAfterMs = 24 * 60 * 60 * 1000;

/** A `Retry-After` header (delay in seconds or an HTTP date) in milliseconds from `now`, capped; null if absent or unreadable. */
export function parseRetryAfter(header: string | undefined | null, now: Date = new Date()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Math.min(Number(value) * 1000, maxRetryAfterMs);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(at - now.getTime(), 0), maxRetryAfterMs);
}
