"use client";

import { Ban, Check, Trash2, X } from "lucide-react";

import { Button } from "@/app/_components/button";
import type { QueueDecision } from "@/lib/moderation/decide-queue-comment";

type Props = {
  pageCount: number;
  selectedCount: number;
  matching: boolean;
  matchingCount: number;
  reason: string;
  progress: { done: number; total: number | null } | null;
  onReason: (reason: string) => void;
  onToggleAll: () => void;
  onMatching: (on: boolean) => void;
  onDecide: (decision: QueueDecision) => void;
};

/**
 * Selection and bulk decisions: select the page, or everything the view matches (decided on the
 * server in steps of 100, with progress); approve, reject (with an optional reason), spam or delete.
 */
export function BulkBar(props: Props) {
  const allOnPage = props.pageCount > 0 && props.selectedCount === props.pageCount;
  const chosen = props.matching ? props.matchingCount : props.selectedCount;
  const busy = props.progress !== null;
  return (
    <section
      aria-label="Bulk actions"
      className="mb-3 flex flex-col gap-2 rounded-lg border border-border bg-card p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex items-center gap-2 font-medium text-foreground">
          <input
            type="checkbox"
            checked={allOnPage}
            onChange={props.onToggleAll}
            disabled={!props.pageCount || busy}
            className="size-4 accent-primary"
          />
          Select all on this page
        </label>
        <span className="text-foreground" data-testid="selection-count">
          {props.matching
            ? `All ${props.matchingCount.toLocaleString("en")} matching this view selected`
            : `${props.selectedCount} selected`}
        </span>
        {allOnPage && !props.matching && props.matchingCount > props.pageCount && (
          <button
            type="button"
            onClick={() => props.onMatching(true)}
            className="font-medium text-primary underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            Select all {props.matchingCount.toLocaleString("en")} matching this view
          </button>
        )}
        {props.matching && (
          <button
            type="button"
            onClick={() => props.onMatching(false)}
            className="font-medium text-primary underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            Only this page
          </button>
        )}
      </div>
      {chosen > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <Button onClick={() => props.onDecide("approve")} disabled={busy}>
            <Check className="size-4" aria-hidden /> Approve {chosen.toLocaleString("en")}
          </Button>
          <Button variant="secondary" onClick={() => props.onDecide("reject")} disabled={busy}>
            <X className="size-4" aria-hidden /> Reject {chosen.toLocaleString("en")}
          </Button>
          <Button variant="secondary" onClick={() => props.onDecide("spam")} disabled={busy}>
            <Ban className="size-4" aria-hidden /> Spam {chosen.toLocaleString("en")}
          </Button>
          <Button variant="danger-outline" onClick={() => props.onDecide("delete")} disabled={busy}>
            <Trash2 className="size-4" aria-hidden /> Delete {chosen.toLocaleString("en")}
          </Button>
          <label className="flex min-w-48 flex-1 flex-col gap-1 font-medium text-foreground">
            Reason for rejecting (optional)
            <input
              value={props.reason}
              maxLength={500}
              onChange={(event) => props.onReason(event.target.value)}
              className="rounded-md border border-input bg-card px-3 py-1.5 font-normal"
            />
          </label>
        </div>
      )}
      {props.progress && (
        <div role="status" className="flex items-center gap-3">
          <progress
            value={props.progress.done}
            max={props.progress.total ?? undefined}
            className="h-2 w-48 accent-primary"
            aria-label="Bulk progress"
          />
          <span>
            {props.progress.done.toLocaleString("en")}
            {props.progress.total !== null && ` of ${props.progress.total.toLocaleString("en")}`} done…
          </span>
        </div>
      )}
    </section>
  );
}
