import { Shield } from "lucide-react";
import { notFound } from "next/navigation";

import { AppError } from "@/lib/core/app-error";
import { memberRoles } from "@/lib/core/member-roles";
import { requireRole } from "@/lib/http/current-member";
import { loadQueueView } from "@/lib/moderation/load-queue-view";
import { readQueueFilters } from "@/lib/moderation/queue-filters";

import { QueueFilterForm } from "../_components/queue-filter-form";
import { QueueWorkspace } from "../_components/queue-workspace";
import { EmptyState } from "../../_components/empty-state";
import { PageHeader } from "../../_components/page-header";
import { helpLinks } from "../../_lib/help-links";

export const metadata = { title: "Moderation" };

type Search = Record<string, string | string[] | undefined>;

/**
 * The moderation queue: the live comments of the member's sites (a moderator limited to some sites
 * sees only those) by tab, filtered through the URL, paged by cursor, decided by keyboard or mouse.
 */
export default async function ModerationPage({ searchParams }: { searchParams: Promise<Search> }) {
  const member = await requireRole(memberRoles);
  const { filters, errors } = readQueueFilters(await searchParams);
  const view = await loadQueueView(member, filters).catch((error: unknown) => {
    // A site that is not the member's (another account's, or outside a moderator's sites) does not exist here.
    if (error instanceof AppError && error.code === "site_not_found") notFound();
    throw error;
  });
  const header = (
    <PageHeader
      help={{ href: helpLinks.moderation, topic: "moderation" }}
      title="Moderation"
      description="Decide on your sites' comments. Press ? for the keyboard shortcuts."
    />
  );
  if (!view.counts) {
    return (
      <>
        {header}
        <EmptyState
          icon={<Shield className="size-8" />}
          title="No sites to moderate"
          help={{ href: helpLinks.moderation, label: "Read the guide" }}
        >
          {member.siteIds.length
            ? "The sites you were given no longer exist; ask an owner or admin."
            : "Once the account has a site, its comments show here."}
        </EmptyState>
      </>
    );
  }
  const { after: _after, before: _before, comment: _comment, ...narrowing } = filters;
  const viewParams = Object.fromEntries(
    Object.entries(narrowing).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  return (
    <>
      {header}
      {view.pinnedMissing && (
        <p role="status" className="mb-4 rounded-md bg-warning-muted px-3 py-2 text-sm text-warning">
          The linked comment is not one you can moderate: it was deleted, or it is on a site outside yours.
        </p>
      )}
      <QueueFilterForm filters={filters} errors={errors} sites={view.sites} />
      <QueueWorkspace
        key={JSON.stringify(filters)}
        cards={view.cards}
        counts={view.counts}
        filters={filters}
        view={viewParams}
        newest={view.newest}
        nextCursor={view.nextCursor}
        previousCursor={view.previousCursor}
        pinned={view.pinned}
        sites={view.sites}
      />
    </>
  );
}
