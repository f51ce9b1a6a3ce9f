import type { PlanUsage } from "@/lib/accounts/get-plan-usage";

/**
 * The sentences the dashboard shows for limits at 80 % or more, in the member's words: "You have
 * used 4 of 5 sites." Sites and members are refused at the limit; comments never are.
 */
export function planWarnings(usage: PlanUsage): { text: string; full: boolean }[] {
  const items = [
    { figure: usage.sites, unit: "sites", refused: "a new site is refused until the plan is larger" },
    { figure: usage.members, unit: "members", refused: "a new invitation is refused until the plan is larger" },
    {
      figure: usage.commentsThisMonth,
      unit: "comments this month",
      refused: "comments are still accepted: readers never lose a comment to the limit",
    },
  ];
  return items
    .filter(({ figure }) => figure.warn)
    .map(({ figure, unit, refused }) => {
      const used = `You have used ${figure.used.toLocaleString("en")} of ${figure.limit.toLocaleString("en")} ${unit}`;
      if (figure.used > figure.limit) return { text: `${used}: over the limit; ${refused}.`, full: true };
      return figure.full ? { text: `${used}: ${refused}.`, full: true } : { text: `${used}.`, full: false };
    });
}
