import { notFound } from "next/navigation";

import { AppError } from "@/lib/core/app-error";
import { getOverview } from "@/lib/stats/get-overview";
import type { OverviewPeriod } from "@/lib/stats/overview-periods";

/** The overview for the page; a site that is not the account's (or not a site at all) is the not-found page. */
export async function loadOverview(accountId: string, siteId: string | null, days: OverviewPeriod) {
  try {
    return await getOverview(accountId, { siteId, days });
  } catch (error) {
    if (error instanceof AppError && error.code === "site_not_found") notFound();
    throw error;
  }
}
