import { describe, expect, it } from "vitest";

import { planWarnings } from "@/app/(dashboard)/_lib/plan-warnings";
import type { UsageFigure } from "@/lib/accounts/get-plan-usage";

const figure = (used: number, limit: number): UsageFigure => ({
  used,
  limit,
  share: used / limit,
  warn: used / limit >= 0.8,
  full: used >= limit,
});

describe("planWarnings", () => {
  it("says nothing below 80 %", () => {
    expect(planWarnings({ sites: figure(2, 3), members: figure(7, 10), commentsThisMonth: figure(10, 5000) })).toEqual(
      [],
    );
  });

  it("warns from 80 %, refuses sites and members at the limit, and never comments", () => {
    expect(planWarnings({ sites: figure(4, 5), members: figure(3, 3), commentsThisMonth: figure(6001, 5000) })).toEqual(
      [
        { text: "You have used 4 of 5 sites.", full: false },
        { text: "You have used 3 of 3 members: a new invitation is refused until the plan is larger.", full: true },
        {
          text: "You have used 6,001 of 5,000 comments this month: over the limit; comments are still accepted: readers never lose a comment to the limit.",
          full: true,
        },
      ],
    );
  });
});
