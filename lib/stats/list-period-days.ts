const dayMs = 86_400_000;

/** The UTC day of a moment, as the rollups write it ("YYYY-MM-DD"). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The last `days` UTC days up to and including the day of `now`, oldest first. */
export function listPeriodDays(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => utcDay(new Date(today - (days - 1 - index) * dayMs)));
}
