import { describe, expect, it } from "vitest";

import { formatDuration } from "../../app/(dashboard)/dashboard/_lib/format-duration";
import { listPeriodDays } from "../../lib/stats/list-period-days";
import { readOverviewPeriod } from "../../lib/stats/overview-periods";

describe("the overview's period", () => {
  it("reads 7, 30 or 90 days from the query, and 30 for anything else", () => {
    expect([readOverviewPeriod("7"), readOverviewPeriod(["90", "7"]), readOverviewPeriod("30")]).toEqual([7, 90, 30]);
    for (const raw of [undefined, "", "12", "7.5", "-7", "abc", "1e9"]) expect(readOverviewPeriod(raw)).toBe(30);
  });

  it("lists the UTC days that end with today's, across a month and a year", () => {
    expect(listPeriodDays(7, new Date("2027-01-02T23:59:59.999Z"))).toEqual([
      "2026-12-27",
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
    const days = listPeriodDays(90, new Date("2026-03-01T00:00:00.000Z"));
    expect([days.length, days[0], days.at(-1)]).toEqual([90, "2025-12-02", "2026-03-01"]);
  });

  it("says a delay as people do", () => {
    expect([0, 45, 89, 90, 330, 600, 5399, 5400, 7_560, 129_599, 129_600, 200_000].map(formatDuration)).toEqual([
      "0 s",
      "45 s",
      "89 s",
      "2 min",
      "6 min",
      "10 min",
      "90 min",
      "1.5 h",
      "2.1 h",
      "36 h",
      "1.5 days",
      "2.3 days",
    ]);
  });
});
