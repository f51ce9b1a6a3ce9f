import clsx from "clsx";
import Link from "next/link";

import { overviewPeriods } from "@/lib/stats/overview-periods";

import { overviewHref } from "../_lib/overview-href";

/**
 * What the overview covers: the whole account or one site (a plain GET form, so it works before
 * any script and the address can be shared), and the period as a segmented row of links.
 */
export function OverviewFilters({
  sites,
  siteId,
  days,
}: {
  sites: { id: string; name: string }[];
  siteId: string | null;
  days: number;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      {sites.length > 1 && (
        <form method="get" action="/dashboard" className="flex items-end gap-2">
          <label className="flex flex-col gap-1 text-sm font-medium text-foreground">
            Site
            <select
              name="site"
              defaultValue={siteId ?? ""}
              className="h-9 max-w-[14rem] rounded-md border border-input bg-card px-2 text-sm text-foreground"
            >
              <option value="">All sites</option>
              {sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name}
                </option>
              ))}
            </select>
          </label>
          <input type="hidden" name="days" value={days} />
          <button
            type="submit"
            className="h-9 rounded-md border border-input bg-card px-3 text-sm font-medium text-foreground hover:bg-muted"
          >
            Show
          </button>
        </form>
      )}
      <nav
        aria-label="Period"
        className="inline-flex h-9 self-start rounded-md border border-input bg-card p-0.5 sm:self-auto"
      >
        {overviewPeriods.map((period) => (
          <Link
            key={period}
            href={overviewHref(siteId, period)}
            aria-current={period === days ? "page" : undefined}
            className={clsx(
              "flex items-center rounded px-3 text-sm font-medium",
              period === days ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted",
            )}
          >
            {period} days
          </Link>
        ))}
      </nav>
    </div>
  );
}
