import { getPlanUsage } from "@/lib/accounts/get-plan-usage";

/** One meter of the overview's plan card: what is used against the plan's limit (null: no limit). */
export type UsageRow = { key: "sites" | "members" | "comments"; label: string; used: number; limit: number | null };

/** The account's plan usage as the overview's rows: sites, members and live comments this month (UTC). */
export async function listPlanUsageRows(accountId: string, plan: string, now = new Date()): Promise<UsageRow[]> {
  const usage = await getPlanUsage(accountId, plan, now);
  return [
    { key: "sites", label: "Sites", used: usage.sites.used, limit: usage.sites.limit },
    { key: "members", label: "Members", used: usage.members.used, limit: usage.members.limit },
    {
      key: "comments",
      label: "Comments this month",
      used: usage.commentsThisMonth.used,
      limit: usage.commentsThisMonth.limit,
    },
  ];
}
