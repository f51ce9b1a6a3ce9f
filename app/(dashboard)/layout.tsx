import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Toaster } from "sonner";

import { getPlanUsage } from "@/lib/accounts/get-plan-usage";
import { hasRole, managerRoles } from "@/lib/core/member-roles";
import { currentMember } from "@/lib/http/current-member";

import { signOut } from "./_actions/sign-out";
import { AccountSwitcher } from "./_components/account-switcher";
import { PlanBanner } from "./_components/plan-banner";
import { SidebarNav, type NavItem } from "./_components/sidebar-nav";
import { planWarnings } from "./_lib/plan-warnings";

/** The dashboard shell: resolves the member once (session → member → account), and shows only the pages their role may use. */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const member = await currentMember();
  const manager = hasRole(member.role, managerRoles);
  // Owners and admins, who can act on the plan, see its limits from 80 % on every page.
  const warnings = manager ? planWarnings(await getPlanUsage(member.accountId, member.plan)) : [];
  const items: NavItem[] = [
    ...(manager
      ? ([
          { href: "/dashboard", label: "Overview", icon: "overview" },
          { href: "/sites", label: "Sites", icon: "sites" },
        ] as const)
      : []),
    { href: "/moderation", label: "Moderation", icon: "moderation" },
    { href: "/moderation/audit", label: "Audit log", icon: "audit" },
    ...(manager
      ? ([
          { href: "/webhooks", label: "Webhooks", icon: "webhooks" },
          { href: "/settings/general", label: "General", icon: "general" },
          { href: "/settings/api-keys", label: "API keys", icon: "keys" },
          { href: "/settings/team", label: "Team", icon: "team" },
          { href: "/settings/plan", label: "Plan", icon: "plan" },
        ] as const)
      : []),
    { href: "/settings/notifications", label: "Notifications", icon: "notifications" },
  ];
  const footer = (
    <div className="text-sm">
      <AccountSwitcher
        current={{ id: member.accountId, name: member.accountName, role: member.role }}
        accounts={member.accounts}
      />
      <p className="mt-2 truncate text-muted-foreground" title={member.email}>
        {member.email} · {member.role}
      </p>
      <form action={signOut} className="mt-3">
        <button
          type="submit"
          className="flex items-center gap-2 rounded-md px-2 py-1.5 text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <LogOut className="size-4" aria-hidden /> Sign out
        </button>
      </form>
    </div>
  );
  return (
    <div className="min-h-dvh bg-muted md:flex">
      <SidebarNav items={items} footer={footer} />
      <main className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-8">
        <div className="mx-auto max-w-5xl">
          <PlanBanner warnings={warnings} />
          {children}
        </div>
      </main>
      <Toaster theme="system" closeButton position="top-right" />
    </div>
  );
}
