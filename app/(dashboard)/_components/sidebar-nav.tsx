"use client";

import clsx from "clsx";
import {
  Bell,
  CreditCard,
  Globe,
  KeyRound,
  LayoutDashboard,
  Menu,
  MessageSquareText,
  ScrollText,
  Settings,
  Shield,
  Users,
  Webhook,
  X,
} from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";

const icons = {
  overview: LayoutDashboard,
  sites: Globe,
  webhooks: Webhook,
  moderation: Shield,
  keys: KeyRound,
  team: Users,
  plan: CreditCard,
  notifications: Bell,
  audit: ScrollText,
  general: Settings,
} as const;

/** One entry of the sidebar. */
export type NavItem = { href: string; label: string; icon: keyof typeof icons };

/** The dashboard's sidebar: the member's pages, the current one marked; a menu button on narrow screens. */
export function SidebarNav({ items, footer }: { items: NavItem[]; footer: React.ReactNode }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="flex items-center justify-between border-b border-border bg-card px-4 py-3 md:hidden">
        <Link href="/dashboard" className="flex items-center gap-2 font-semibold text-foreground">
          <MessageSquareText className="size-5 text-primary" aria-hidden /> Threadline
        </Link>
        <button
          type="button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="dashboard-nav"
          className="rounded-md p-2 text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
        </button>
      </div>
      <nav
        id="dashboard-nav"
        aria-label="Dashboard"
        className={clsx(
          "flex-col border-r border-border bg-card md:flex md:w-60 md:shrink-0",
          open ? "flex" : "hidden",
        )}
      >
        <Link href="/dashboard" className="hidden items-center gap-2 px-5 py-5 font-semibold text-foreground md:flex">
          <MessageSquareText className="size-5 text-primary" aria-hidden /> Threadline
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
                    "flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
                    active ? "bg-accent text-primary" : "text-foreground hover:bg-muted",
                  )}
                >
                  <Icon className="size-4" aria-hidden /> {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="mt-auto border-t border-border p-4">{footer}</div>
      </nav>
    </>
  );
}
