/**
 * How long to wait before retry number `step` (0 for the first retry), with ±20% jitter so that
 * the retries of a burst of failures do not all land on the receiver at the same moment; null
 * once the schedule is used up.
 */
export function retryDelay(step: number, scheduleMs: number[], random: () => number = Math.random): number | null {
  const base = scheduleMs[step];
  if (base === undefined) return null;
  return Math.round(base * (0.8 + 0.4 * random()));
}
