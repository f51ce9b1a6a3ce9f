import clsx from "clsx";
import { ExternalLink, MessageSquareText, SearchX } from "lucide-react";
import Form from "next/form";
import Link from "next/link";

import { TextField } from "@/app/_components/text-field";
import { searchSiteThreads } from "@/lib/threads/search-site-threads";
import { siteThreadsQuery } from "@/lib/threads/site-threads-query";

import { loadMemberSite } from "../../_lib/load-member-site";
import { sitePageMetadata } from "../../_lib/site-page-metadata";
import { Card } from "../../../_components/card";
import { EmptyState } from "../../../_components/empty-state";
import { PaginationNav } from "../../../_components/pagination-nav";
import { ToneBadge } from "../../../_components/tone-badge";
import { UtcTime } from "../../../_components/utc-time";
import { siteTabHelpLinks } from "../../../_lib/help-links";
import { readPageParam, type PageQuery } from "../../../_lib/read-page-param";
import { LockThreadButton } from "./_components/lock-thread-button";

export const generateMetadata = sitePageMetadata("Threads");

const perPage = 20;

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

/** A site's threads (its pages with comments): search by URL or title, latest activity first, lock and unlock. */
export default async function SiteThreadsPage({
  params,
  searchParams,
}: {
  params: Promise<{ site_id: string }>;
  searchParams: Promise<PageQuery>;
}) {
  const { site, member } = await loadMemberSite((await params).site_id);
  const query = await searchParams;
  const rawQ = Array.isArray(query.q) ? query.q[0] : query.q;
  // A search the schema refuses is named beside the field, and the list shows every page meanwhile.
  const parsedQ = siteThreadsQuery.shape.q.safeParse(rawQ);
  const q = parsedQ.success ? parsedQ.data : undefined;
  const page = readPageParam(query);
  const { threads, total } = await searchSiteThreads({ accountId: member.accountId, livemode: true }, site.id, {
    q,
    page,
    per_page: perPage,
  });
  const path = `/sites/${site.id}/threads`;
  const searching = q !== undefined || !parsedQ.success;
  return (
    <Card
      title="Threads"
      description="Each page of this site that has comments, latest activity first. A locked thread shows its comments but takes no new ones."
    >
      {(total > 0 || searching) && (
        <Form action={path} role="search" aria-label="Search this site's threads" className="mb-4">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <TextField
              label="Search by URL or title"
              name="q"
              type="search"
              defaultValue={rawQ ?? ""}
              placeholder="e.g. /blog/ or a page's title"
              error={parsedQ.success ? undefined : parsedQ.error.issues[0]?.message}
              className="flex-1"
            />
            <div className="flex gap-2 sm:mt-7">
              <button type="submit" className="btn btn-secondary">
                Search
              </button>
              {searching && (
                <Link href={path} className="btn btn-ghost">
                  Clear
                </Link>
              )}
            </div>
          </div>
        </Form>
      )}
      {total === 0 && !searching ? (
        <EmptyState
          icon={<MessageSquareText className="size-8" />}
          title="No pages yet"
          help={{ href: siteTabHelpLinks.installation!, label: "Read how to add the widget" }}
        >
          A page shows here once its first comment is posted, from the widget on that page, through the API or by an
          import. Put the widget on your pages from the{" "}
          <Link href={`/sites/${site.id}/installation`} className={linkClass}>
            Installation tab
          </Link>
          .
        </EmptyState>
      ) : total === 0 ? (
        <EmptyState icon={<SearchX className="size-8" />} title="No page matches">
          No page of this site has “{q ?? rawQ}” in its URL or title.{" "}
          <Link href={path} className={linkClass}>
            Show every page
          </Link>
        </EmptyState>
      ) : threads.length === 0 ? (
        <EmptyState icon={<SearchX className="size-8" />} title="Nothing on this page of the list">
          <Link href={q ? `${path}?q=${encodeURIComponent(q)}` : path} className={linkClass}>
            Go to the first page
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-muted-foreground">
            {q
              ? `${total} ${total === 1 ? "thread matches" : "threads match"} “${q}”`
              : `${total} ${total === 1 ? "thread" : "threads"}`}
          </p>
          <ul className="divide-y divide-border" aria-label="Threads">
            {threads.map((thread) => {
              const name = thread.title || thread.url;
              const linkable = /^https?:\/\//i.test(thread.url);
              return (
                <li
                  key={thread.id}
                  data-testid="thread-row"
                  className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
                >
                  <div className="min-w-0 flex-1">
                    {/* Without a title, the URL below is the row's name: no need to say it twice. */}
                    <div className="flex flex-wrap items-center gap-2">
                      {thread.title && (
                        <p className="min-w-0 font-medium break-words text-foreground">{thread.title}</p>
                      )}
                      {thread.locked && <ToneBadge tone="warn">Locked</ToneBadge>}
                    </div>
                    {linkable ? (
                      <a
                        href={thread.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={clsx(
                          "inline-flex max-w-full items-center gap-1 font-mono text-sm break-all underline-offset-4 hover:underline",
                          thread.title ? "mt-0.5 text-primary" : "font-medium text-foreground",
                        )}
                      >
                        {thread.url}
                        <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    ) : (
                      <p className="mt-0.5 font-mono text-sm break-all text-muted-foreground">{thread.url}</p>
                    )}
                    <p className="mt-1 text-sm text-muted-foreground">
                      <Link
                        href={`/moderation?tab=all&site=${site.id}&thread=${thread.id}`}
                        className="underline-offset-4 hover:text-foreground hover:underline"
                      >
                        {thread.comment_count} published {thread.comment_count === 1 ? "comment" : "comments"}
                        <span className="sr-only"> on {name}</span>
                      </Link>{" "}
                      · last activity <UtcTime iso={thread.last_activity_at} />
                    </p>
                  </div>
                  <div className="shrink-0">
                    <LockThreadButton threadId={thread.id} locked={thread.locked} name={name} />
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <PaginationNav path={path} query={{ q }} page={page} perPage={perPage} total={total} label="Thread pages" />
    </Card>
  );
}
