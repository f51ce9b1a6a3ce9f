import { ExternalLink } from "lucide-react";
import Link from "next/link";

import type { Overview } from "@/lib/stats/get-overview";

import { Card } from "../../_components/card";

const numberFormat = new Intl.NumberFormat("en");

/** The threads with the most comments in the period, each with its page and its comments in the queue. */
export function BusiestThreads({
  threads,
  siteNames,
  days,
}: {
  threads: Overview["busiestThreads"];
  siteNames: Map<string, string> | null;
  days: number;
}) {
  return (
    <Card title="Busiest threads" description={`The pages with the most comments written in the last ${days} days.`}>
      {threads.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments in this period.</p>
      ) : (
        <ol className="divide-y divide-border" aria-label="Busiest threads">
          {threads.map((thread) => (
            <li
              key={thread.id}
              className="flex flex-col gap-1 py-2.5 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4"
              data-testid="busy-thread"
            >
              <div className="min-w-0 flex-1">
                <a
                  href={thread.url}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex max-w-full items-center gap-1 font-medium text-foreground underline decoration-border underline-offset-2 hover:decoration-primary"
                >
                  <span className="truncate">{thread.title || thread.url}</span>
                  <ExternalLink className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="sr-only">(opens the page)</span>
                </a>
                <p className="truncate text-xs text-muted-foreground">
                  {siteNames ? `${siteNames.get(thread.siteId) ?? "Site"} · ` : ""}
                  {thread.title ? thread.url : null}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-4 text-sm">
                <span className="tabular-nums text-foreground" data-testid="busy-thread-count">
                  {numberFormat.format(thread.comments)} {thread.comments === 1 ? "comment" : "comments"}
                </span>
                <Link
                  href={`/moderation?${new URLSearchParams({ tab: "all", thread: thread.id })}`}
                  className="font-medium text-primary underline"
                >
                  In the queue<span className="sr-only">: {thread.title || thread.url}</span>
                </Link>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
