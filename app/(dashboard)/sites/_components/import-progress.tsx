"use client";

import { useEffect, useState } from "react";

import type { ImportView } from "@/lib/imports/serialize-import";

import { importCountsText, importSourceLabel, ImportStatusBadge } from "./import-status";

/** An import's progress bar, counts and skipped records, read again every second until it is over. */
export function ImportProgress({ initial }: { initial: ImportView }) {
  const [item, setItem] = useState(initial);
  const [lost, setLost] = useState(false);
  const over = item.status === "succeeded" || item.status === "failed";
  useEffect(() => {
    if (over) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const response = await fetch(`/site-data/${item.site_id}/imports/${item.id}`, { cache: "no-store" });
        if (!response.ok) throw new Error(String(response.status));
        if (!stopped) setItem((await response.json()) as ImportView);
        setLost(false);
      } catch {
        if (!stopped) setLost(true);
      }
    }, 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [over, item.site_id, item.id]);
  const percent = item.progress.percent;
  return (
    <div data-testid="import-progress" className="rounded-md border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 truncate text-sm font-medium text-foreground">{importSourceLabel(item)}</p>
        <ImportStatusBadge status={item.status} />
      </div>
      <div
        role="progressbar"
        aria-label={`Import of ${importSourceLabel(item)}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            item.status === "failed"
              ? "h-full bg-danger"
              : "h-full bg-primary transition-[width] motion-reduce:transition-none"
          }
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-muted-foreground" aria-live="polite">
        {percent}% · {importCountsText(item)}
        {lost && " · Reconnecting…"}
      </p>
      {item.failure && <p className="mt-2 text-sm text-danger">{item.failure}</p>}
      {item.errors.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-foreground">
            Skipped records{item.counts.records_failed > item.errors.length ? ` (the first ${item.errors.length})` : ""}
          </summary>
          <ul className="mt-2 flex flex-col gap-1 text-muted-foreground">
            {item.errors.map((error, index) => (
              <li key={index} className="break-words">
                <span className="font-mono text-xs">line {error.line}</span>
                {error.source_id && <span className="font-mono text-xs"> · {error.source_id}</span>}: {error.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
