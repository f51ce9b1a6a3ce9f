"use client";

import clsx from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";

const tabs = [
  { segment: "", label: "General" },
  { segment: "/installation", label: "Installation" },
  { segment: "/appearance", label: "Appearance" },
  { segment: "/sign-in", label: "Sign-in" },
  { segment: "/moderation", label: "Moderation" },
  { segment: "/threads", label: "Threads" },
  { segment: "/sso", label: "SSO" },
  { segment: "/data", label: "Import & export" },
  { segment: "/danger", label: "Danger zone" },
] as const;

/** The site's pages as a row of links (scrolls sideways on a phone); the open one is marked for screen readers too. */
export function SiteTabs({ siteId }: { siteId: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Site settings" className="-mx-4 overflow-x-auto border-b border-border px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1">
        {tabs.map((tab) => {
          const href = `/sites/${siteId}${tab.segment}`;
          const current = pathname === href;
          return (
            <li key={tab.segment}>
              <Link
                href={href}
                aria-current={current ? "page" : undefined}
                className={clsx(
                  "-mb-px block border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                  current
                    ? "border-primary text-primary"
                    : "border-transparent text-muted-foreground hover:border-input hover:text-foreground",
                  tab.segment === "/danger" && !current && "text-danger",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
