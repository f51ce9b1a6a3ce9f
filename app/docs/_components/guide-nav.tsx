import clsx from "clsx";
import Link from "next/link";

import type { Guide } from "@/lib/guides/list-guides";

const groups = [
  { audience: "customer", label: "Using Threadline" },
  { audience: "operator", label: "Running Threadline" },
] as const;

/** The list of guides beside a guide, the open one marked. */
export function GuideNav({ guides, current }: { guides: Guide[]; current?: string }) {
  return (
    <nav aria-label="Guides" className="text-sm">
      {groups.map((group) => (
        <div key={group.audience} className="mb-6">
          <p className="mb-2 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{group.label}</p>
          <ul className="space-y-0.5">
            {guides
              .filter((guide) => guide.audience === group.audience)
              .map((guide) => (
                <li key={guide.slug}>
                  <Link
                    href={`/docs/${guide.slug}`}
                    aria-current={guide.slug === current ? "page" : undefined}
                    className={clsx(
                      "block rounded-md px-2 py-1.5",
                      guide.slug === current
                        ? "bg-accent font-medium text-accent-foreground"
                        : "text-muted-foreground hover:bg-muted hover:text-foreground",
                    )}
                  >
                    {guide.shortTitle}
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
