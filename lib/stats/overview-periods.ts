/** The periods the overview offers, in days; 30 unless asked otherwise. */
export const overviewPeriods = [7, 30, 90] as const;

/** One of the overview's periods. */
export type OverviewPeriod = (typeof overviewPeriods)[number];

/** The period a query asked for (`?days=`), or 30 for anything else. */
export function readOverviewPeriod(raw: unknown): OverviewPeriod {
  const days = Number(Array.isArray(raw) ? raw[0] : raw);
  return overviewPeriods.find((period) => period === days) ?? 30;
}
