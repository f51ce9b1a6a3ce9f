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
      <ul className="flex gap-1 border-b border-zinc-200 dark:border-zinc-800">
        {queueTabs.map((tab) => {
          const current = tab === filters.tab;
          return (
            <li key={tab}>
              <Link
                href={`/moderation${queueQueryString(filters, { tab, after: undefined, before: undefined, comment: undefined })}`}
                aria-current={current ? "page" : undefined}
                className={clsx(
                  "-mb-px inline-flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600",
                  current
                    ? "border-indigo-600 text-indigo-700 dark:text-indigo-300"
                    : "border-transparent text-zinc-700 hover:text-zinc-900 dark:text-zinc-300 dark:hover:text-zinc-100",
                )}
              >
                {labels[tab]}
                <span
                  data-testid={`count-${tab}`}
                  className="rounded-full bg-zinc-100 px-1.5 text-xs text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200"
                >
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
