import { Inbox, Shield } from "lucide-react";
import { notFound } from "next/navigation";
import { attachCommentAuthors } from "@/lib/comments/attach-comment-authors";
import { memberRoles } from "@/lib/core/member-roles";
import { requireRole } from "@/lib/http/current-member";
import { countPendingBySite } from "@/lib/moderation/count-pending-by-site";
import { listModerationQueue } from "@/lib/moderation/list-moderation-queue";
import { listSiteNames } from "@/lib/sites/list-site-names";
import { Card } from "../_components/card";
import { EmptyState } from "../_components/empty-state";
import { PageHeader } from "../_components/page-header";
import { PaginationNav } from "../_components/pagination-nav";
import { readPageParam, type PageQuery } from "../_lib/read-page-param";
import { QueueItem } from "./_components/queue-item";
import { SiteTabs } from "./_components/site-tabs";

export const metadata = { title: "Moderation" };

const perPage = 20;

/**
 * Moderation: the live comments waiting on the member's sites (a moderator limited to some sites
 * sees only those), one site at a time, oldest first, with Approve / Reject / Spam.
 */
export default async function ModerationPage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const member = await requireRole(memberRoles);
  const query = await searchParams;
  const all = await listSiteNames(member.accountId);
  const sites = member.siteIds.length ? all.filter((site) => member.siteIds.includes(site.id)) : all;
  const counts = await countPendingBySite(member.accountId);
  const header = <PageHeader title="Moderation" description="Comments waiting for a decision on your sites, oldest first. Approved comments appear in the widget at once." />;
  if (sites.length === 0) {
    return (
      <>
        {header}
        <EmptyState icon={<Shield className="size-8" />} title="No sites to moderate">
          {member.siteIds.length ? "The sites you were given no longer exist; ask an owner or admin." : "Once the account has a site, its waiting comments show here."}
        </EmptyState>
      </>
    );
  }
  const asked = typeof query.site === "string" ? query.site : undefined;
  // A site that is not the member's (another account's, or outside a moderator's sites) does not exist here.
  if (asked && !sites.some((site) => site.id === asked)) notFound();
  const selected = sites.find((site) => site.id === asked) ?? sites.find((site) => counts.get(site.id)) ?? sites[0]!;
  const page = readPageParam(query);
  const queue = await listModerationQueue({ site_id: selected.id, status: "pending", page, per_page: perPage, scope: { accountId: member.accountId, livemode: true } });
  const comments = await attachCommentAuthors(queue.comments);
  return (
    <>
      {header}
      {sites.length > 1 && <SiteTabs sites={sites} selected={selected.id} counts={counts} />}
      <Card title={`Waiting on ${selected.name}`} description={`${queue.total} comment${queue.total === 1 ? "" : "s"} waiting`}>
        {comments.length === 0 ? (
          <EmptyState icon={<Inbox className="size-8" />} title="Nothing waiting">
            New comments that need a decision show up here, depending on the site&apos;s moderation setting.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {comments.map((comment) => (
              <QueueItem key={comment.id} comment={comment} />
            ))}
          </ul>
        )}
        <PaginationNav path="/moderation" query={{ site: selected.id }} page={page} perPage={perPage} total={queue.total} label="Queue pages" />
      </Card>
    </>
  );
}
