import clsx from "clsx";
import Link from "next/link";

import { queueQueryString, queueTabs, type QueueFilters, type QueueTab } from "@/lib/moderation/queue-filters";

const labels: Record<QueueTab, string> = {
  pending: "Pending",
  flagged: "Flagged",
  spam: "Spam",
  rejected: "Rejected",
  all: "All",
};

/** The queue's tabs, each with its live count under the current filters; switching keeps the filters. */
export function QueueTabs({ filters, counts }: { filters: QueueFilters; counts: Record<QueueTab, number> }) {
  return (
    <nav aria-label="Queue tabs" className="mb-4 overflow-x-auto">
      <ul className="flex gap-1 border-b border-border">
        {queueTabs.map((tab) => {
          const current = tab === filters.tab;
          return (
            <li key={tab}>
              <Link
                href={`/moderation${queueQueryString(filters, { tab, after: undefined, before: undefined, comment: undefined })}`}
                aria-current={current ? "page" : undefined}
                className={clsx(
                  "-mb-px inline-flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
                  current ? "border-primary text-primary" : "border-transparent text-foreground hover:text-foreground",
                )}
              >
                {labels[tab]}
                <span data-testid={`count-${tab}`} className="rounded-full bg-muted px-1.5 text-xs text-foreground">
                  {counts[tab].toLocaleString("en")}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
