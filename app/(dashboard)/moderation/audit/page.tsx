import { ScrollText } from "lucide-react";
import Link from "next/link";
import { notFound } from "next/navigation";

import { AppError } from "@/lib/core/app-error";
import { memberRoles } from "@/lib/core/member-roles";
import { requireRole } from "@/lib/http/current-member";
import { listMembers } from "@/lib/members/list-members";
import { decodeAuditCursor } from "@/lib/moderation/audit-cursor";
import { listAuditEntries } from "@/lib/moderation/list-audit-entries";

import { Card } from "../../_components/card";
import { EmptyState } from "../../_components/empty-state";
import { PageHeader } from "../../_components/page-header";
import { helpLinks } from "../../_lib/help-links";
import { AuditFilters } from "./_components/audit-filters";
import { AuditList } from "./_components/audit-list";

export const metadata = { title: "Audit log" };

const perPage = 50;

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === "string" && value ? value : undefined);

/**
 * The account's audit log: every moderation decision and every ban made or lifted, newest first,
 * by moderator and by site; a moderator limited to some sites sees those sites only.
 */
export default async function AuditPage({ searchParams }: { searchParams: Promise<Query> }) {
  const member = await requireRole(memberRoles);
  const query = await searchParams;
  const actor = one(query.actor);
  const site = one(query.site);
  const [log, members] = await Promise.all([
    listAuditEntries(member, {
      siteId: site,
      actor,
      cursor: decodeAuditCursor(one(query.after)),
      limit: perPage,
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "site_not_found") notFound();
      throw error;
    }),
    listMembers(member.accountId),
  ]);
  const actors = [
    ...members.map((m) => ({ value: `member:${m.member_id}`, label: m.name ? `${m.name} (${m.email})` : m.email })),
    { value: "api", label: "API" },
    { value: "system", label: "Automatic" },
  ];
  const href = (after: string | null) => {
    const params = new URLSearchParams();
    if (actor) params.set("actor", actor);
    if (site) params.set("site", site);
    if (after) params.set("after", after);
    const text = params.toString();
    return `/moderation/audit${text ? `?${text}` : ""}`;
  };
  const link = "font-medium text-primary hover:underline";
  return (
    <>
      <PageHeader
        help={{ href: helpLinks.moderationAudit, topic: "the audit log" }}
        title="Audit log"
        description="Who approved, rejected, banned or lifted what, and when: newest first."
      />
      <AuditFilters
        actors={actors}
        sites={log.sites.map((s) => ({ value: s.id, label: s.name }))}
        actor={actor ?? ""}
        site={site ?? ""}
      />
      <Card>
        {log.entries.length === 0 ? (
          <EmptyState
            icon={<ScrollText className="size-8" />}
            title="Nothing here yet"
            help={{ href: helpLinks.moderationAudit, label: "Read the guide" }}
          >
            {actor || site
              ? "No action matches these filters."
              : "Decisions on comments and bans show here as they are made."}
          </EmptyState>
        ) : (
          <AuditList entries={log.entries} />
        )}
        <nav aria-label="Audit log pages" className="mt-4 flex gap-4 text-sm">
          {query.after && (
            <Link href={href(null)} className={link}>
              Newest
            </Link>
          )}
          {log.next && (
            <Link href={href(log.next)} className={link}>
              Older entries
            </Link>
          )}
        </nav>
      </Card>
    </>
  );
}
