import Link from "next/link";
import type { ReactNode } from "react";

import type { Overview } from "@/lib/stats/get-overview";

import { formatDuration } from "../_lib/format-duration";

const numberFormat = new Intl.NumberFormat("en");

function Stat({ label, value, note, testId }: { label: string; value: ReactNode; note: ReactNode; testId: string }) {
  return (
    <div className="rounded-lg border border-border bg-card p-4 shadow-sm" data-testid={testId}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight text-foreground tabular-nums">{value}</dd>
      <dd className="mt-1 text-xs text-muted-foreground">{note}</dd>
    </div>
  );
}

/** The overview's headline figures: readers, the queue now, and how fast moderators decide. */
export function OverviewStats({ overview, days }: { overview: Overview; days: number }) {
  const median = overview.medianDecisionSeconds;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <Stat
        testId="stat-readers"
        label="Readers who commented"
        value={numberFormat.format(overview.readers)}
        note={`Different people in the last ${days} days`}
      />
      <Stat
        testId="stat-pending"
        label="Waiting for moderation"
        value={numberFormat.format(overview.pending)}
        note={
          <Link href="/moderation" className="font-medium text-primary underline">
            Open the queue
          </Link>
        }
      />
      <Stat
        testId="stat-median"
        label="Median time to a decision"
        value={median === null ? "No decisions yet" : formatDuration(median)}
        note={`From a comment to its first approve, reject or spam by a moderator, last ${days} days`}
      />
    </dl>
  );
}
