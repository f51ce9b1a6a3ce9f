import clsx from "clsx";
import Link from "next/link";

/** The sites the member moderates, each with how many comments wait; the chosen one marked. */
export function SiteTabs({ sites, selected, counts }: { sites: { id: string; name: string }[]; selected: string; counts: Map<string, number> }) {
  return (
    <nav aria-label="Sites" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {sites.map((site) => {
          const count = counts.get(site.id) ?? 0;
          const current = site.id === selected;
          return (
            <li key={site.id}>
              <Link
                href={`/moderation?site=${site.id}`}
                aria-current={current ? "page" : undefined}
                className={clsx(
                  "inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
                  current
                    ? "border-indigo-600 bg-indigo-600 text-white"
                    : "border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800",
                )}
              >
                {site.name}
                <span
                  className={clsx(
                    "rounded-full px-1.5 text-xs",
                    current ? "bg-white/20" : count ? "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100" : "bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300",
                  )}
                >
                  {count}
                  <span className="sr-only"> waiting</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
