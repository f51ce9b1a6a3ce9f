"use client";

import clsx from "clsx";
import {
  Bell,
  CreditCard,
  Globe,
  KeyRound,
  Menu,
  MessageSquareText,
  ScrollText,
  Shield,
  Users,
  Webhook,
  X,
} from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";

const icons = {
  sites: Globe,
  webhooks: Webhook,
  moderation: Shield,
  keys: KeyRound,
  team: Users,
  plan: CreditCard,
  notifications: Bell,
  audit: ScrollText,
} as const;

/** One entry of the sidebar. */
export type NavItem = { href: string; label: string; icon: keyof typeof icons };

/** The dashboard's sidebar: the member's pages, the current one marked; a menu button on narrow screens. */
export function SidebarNav({ items, footer }: { items: NavItem[]; footer: React.ReactNode }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="flex items-center justify-between border-b border-zinc-200 bg-white px-4 py-3 md:hidden dark:border-zinc-800 dark:bg-zinc-900">
        <Link href="/dashboard" className="flex items-center gap-2 font-semibold text-zinc-900 dark:text-zinc-50">
          <MessageSquareText className="size-5 text-indigo-600" aria-hidden /> Threadline
        </Link>
        <button
          type="button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="dashboard-nav"
          className="rounded-md p-2 text-zinc-700 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-zinc-300"
        >
          {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
        </button>
      </div>
      <nav
        id="dashboard-nav"
        aria-label="Dashboard"
        className={clsx(
          "flex-col border-r border-zinc-200 bg-white md:flex md:w-60 md:shrink-0 dark:border-zinc-800 dark:bg-zinc-900",
          open ? "flex" : "hidden",
        )}
      >
        <Link
          href="/dashboard"
          className="hidden items-center gap-2 px-5 py-5 font-semibold text-zinc-900 md:flex dark:text-zinc-50"
        >
          <MessageSquareText className="size-5 text-indigo-600" aria-hidden /> Threadline
        </Link>
        <ul className="flex flex-col gap-0.5 px-3 py-2">
          {items.map((item) => {
            const Icon = icons[item.icon];
            // The most specific item wins: /moderation/audit marks "Audit log", not "Moderation" too.
            const matches = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
            const active =
              matches(item.href) && !items.some((other) => other.href.length > item.href.length && matches(other.href));
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={() => setOpen(false)}
                  aria-current={active ? "page" : undefined}
                  className={clsx(
                    "flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600",
                    active
                      ? "bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300"
                      : "text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800",
                  )}
                >
                  <Icon className="size-4" aria-hidden /> {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="mt-auto border-t border-zinc-200 p-4 dark:border-zinc-800">{footer}</div>
      </nav>
    </>
  );
}
