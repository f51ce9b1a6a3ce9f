import clsx from "clsx";
import { Check, Minus } from "lucide-react";
import type { ReactNode } from "react";

import { getPlanUsage } from "@/lib/accounts/get-plan-usage";
import { managerRoles } from "@/lib/core/member-roles";
import { planNames, planOf, plans, type PlanName } from "@/lib/core/plans";
import { requireRole } from "@/lib/http/current-member";
import { maxWebhooksPerMode } from "@/lib/webhooks/webhook-schemas";

import { Card } from "../../_components/card";
import { CopyButton } from "../../_components/copy-button";
import { PageHeader } from "../../_components/page-header";
import { ToneBadge } from "../../_components/tone-badge";
import { UsageMeter } from "../../_components/usage-meter";
import { helpLinks } from "../../_lib/help-links";

export const metadata = { title: "Plan" };

const labels: Record<PlanName, string> = { free: "Free", publisher: "Publisher", business: "Business" };
const yes = (value: boolean) =>
  value ? (
    <>
      <Check className="inline size-4 text-success" aria-hidden />
      {""}
      <span className="sr-only">Yes</span>
    </>
  ) : (
    <>
      <Minus className="inline size-4 text-muted-foreground" aria-hidden /> <span className="sr-only">No</span>
    </>
  );

const rows: { label: string; value: (plan: PlanName) => ReactNode }[] = [
  { label: "Sites", value: (plan) => plans[plan].maxSites.toLocaleString("en") },
  { label: "Reader sign-in with your own accounts (SSO)", value: (plan) => yes(plans[plan].sso) },
  { label: "SSO secrets per site", value: (plan) => plans[plan].maxSsoSecretsPerSite || yes(false) },
  { label: "Webhook endpoints, per mode", value: () => maxWebhooksPerMode },
  { label: "Team members", value: (plan) => plans[plan].maxMembers.toLocaleString("en") },
  { label: "Comments a month (never refused)", value: (plan) => plans[plan].maxCommentsPerMonth.toLocaleString("en") },
];

/** Settings → Plan: what the account's plan includes, how much of it is used, and how it changes (no payments here). */
export default async function PlanPage() {
  const member = await requireRole(managerRoles);
  const current = (planNames as readonly string[]).includes(member.plan) ? (member.plan as PlanName) : "free";
  const limits = planOf(current);
  const usage = await getPlanUsage(member.accountId, current);
  const command = `npx threadline accounts set-plan ${member.accountId} publisher`;
  return (
    <>
      <PageHeader
        help={{ href: helpLinks.plan, topic: "plans" }}
        title="Plan"
        description={`${member.accountName} is on the ${labels[current]} plan.`}
      />
      <div className="flex flex-col gap-6">
        <Card
          title="Usage"
          description="Comments count the live comments of every site since the first of the month (UTC)."
        >
          <div className="flex flex-col gap-5 sm:flex-row sm:gap-8">
            <UsageMeter label="Sites" unit="sites" figure={usage.sites} />
            <UsageMeter label="Members" unit="members" figure={usage.members} />
            <UsageMeter label="Comments this month" unit="comments" figure={usage.commentsThisMonth} />
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            {limits.sso
              ? `SSO is included, with up to ${limits.maxSsoSecretsPerSite} secrets per site.`
              : "SSO is not included: readers sign in with a magic link or as guests; SSO needs Publisher or Business."}
          </p>
        </Card>
        <Card title="Going over a limit">
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-foreground">
            <li>From 80 % of a limit the dashboard warns, here and at the top of every page.</li>
            <li>
              At the limit a new site or a new invitation is refused, in the dashboard and in the API (
              <code className="font-mono">403 plan_required</code>); what exists stays.
            </li>
            <li>
              Comments are never refused for the monthly figure: readers never lose a comment. Over it, the dashboard
              says so; nothing else happens.
            </li>
          </ul>
        </Card>
        <Card title="What each plan includes">
          <div className="hidden sm:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Limits of each plan; the account&apos;s plan is marked.</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-3 font-medium text-muted-foreground">
                    Limit
                  </th>
                  {planNames.map((plan) => (
                    <th
                      key={plan}
                      scope="col"
                      className={clsx("px-3 py-2 font-semibold text-foreground", plan === current && "bg-accent")}
                    >
                      {labels[plan]} {plan === current && <ToneBadge tone="accent">current</ToneBadge>}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} className="border-b border-border last:border-0">
                    <th scope="row" className="py-2 pr-3 font-normal text-foreground">
                      {row.label}
                    </th>
                    {planNames.map((plan) => (
                      <td key={plan} className={clsx("px-3 py-2 text-foreground", plan === current && "bg-accent")}>
                        {row.value(plan)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 sm:hidden">
            {planNames.map((plan) => (
              <li
                key={plan}
                className={clsx(
                  "rounded-md border p-3",
                  plan === current ? "border-primary/40 bg-accent" : "border-border",
                )}
              >
                <p className="flex items-center gap-2 font-semibold text-foreground">
                  {labels[plan]} {plan === current && <ToneBadge tone="accent">current</ToneBadge>}
                </p>
                <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
                  {rows.map((row) => (
                    <div key={row.label} className="contents">
                      <dt className="text-foreground">{row.label}</dt>
                      <dd className="text-right text-foreground">{row.value(plan)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </Card>
        <Card
          title="Changing plan"
          description="There are no payments in Threadline yet: the operator of this installation moves an account to another plan from the command line."
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <code className="min-w-0 flex-1 break-all rounded-md bg-muted p-3 font-mono text-sm text-foreground">
              {command}
            </code>
            <CopyButton value={command} label="Copy command" />
          </div>
          <p className="mt-3 text-sm text-muted-foreground">
            Use <code className="font-mono">free</code>, <code className="font-mono">publisher</code> or{" "}
            <code className="font-mono">business</code>. Moving to a smaller plan keeps existing sites and members (only
            new ones are refused above the limit); SSO stays in a site&apos;s settings but is switched off until the
            plan includes it again.
          </p>
        </Card>
      </div>
    </>
  );
}
