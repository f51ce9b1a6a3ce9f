"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import type { QueueTab } from "@/lib/moderation/queue-filters";

type Counts = Record<QueueTab, number>;
type Answer = { counts: Counts; new_count: number; statuses: Record<string, string> };

/** How often an open, visible queue asks for news when the live stream is not open. */
export const pollIntervalMs = 5_000;
/** How often it asks anyway while the stream is open (the stream wakes it for every change). */
export const streamingPollIntervalMs = 30_000;

// `reload`: the stream lost track of what happened (a long outage); asking again brings it all.
const queueEvents = ["queue.added", "queue.flagged", "queue.decided", "queue.changed", "comment.published", "reload"];

/**
 * Asks GET /moderation/poll whenever the account stream (/moderation/stream) tells of a change on
 * the member's sites, every 30 s anyway while it is open, and every 5 s when it is not, while the
 * tab is visible (and at once when it comes back): the tabs' counts, how many comments of the view are newer than the newest the page knew
 * (`newest`), and the statuses of the shown comments. A new server render (new counts, new newest)
 * takes over from what was polled before it.
 */
export function useQueuePoll(input: { viewQuery: string; newest: string | null; shownIds: string[]; counts: Counts }) {
  const [polled, setPolled] = useState<{ base: Counts; newest: string | null; answer: Answer } | null>(null);
  const latest = useRef({ newest: input.newest, ids: input.shownIds, base: input.counts });
  useEffect(() => {
    latest.current = { newest: input.newest, ids: input.shownIds, base: input.counts };
  });
  const run = useRef<() => Promise<void>>(async () => {});
  useEffect(() => {
    let stopped = false;
    let streaming = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let soon: ReturnType<typeof setTimeout> | undefined;
    const once = async () => {
      clearTimeout(timer);
      if (document.visibilityState === "visible") {
        const { newest, ids, base } = latest.current;
        const params = new URLSearchParams(input.viewQuery);
        if (newest) params.set("since", newest);
        params.set("ids", ids.join(","));
        try {
          const response = await fetch(`/moderation/poll?${params}`, {
            cache: "no-store",
            headers: { Accept: "application/json" },
          });
          if (response.ok && !stopped) setPolled({ base, newest, answer: (await response.json()) as Answer });
        } catch {
          // Offline for a moment: the next round tries again.
        }
      }
      if (!stopped) timer = setTimeout(once, streaming ? streamingPollIntervalMs : pollIntervalMs);
    };
    run.current = once;
    timer = setTimeout(once, pollIntervalMs);
    // A burst of changes (a bulk decision elsewhere) makes one request, not one each.
    const wake = () => {
      clearTimeout(soon);
      soon = setTimeout(() => void once(), 150);
    };
    const source = typeof EventSource === "undefined" ? null : new EventSource("/moderation/stream");
    if (source) {
      source.onopen = () => (streaming = true);
      source.onerror = () => (streaming = false);
      for (const type of queueEvents) source.addEventListener(type, wake);
    }
    const onVisibility = () => document.visibilityState === "visible" && void once();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(soon);
      source?.close();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [input.viewQuery]);
  // A server render (after a decision here) can land after a poll that answered for the render
  // before it; that answer no longer applies, so ask again rather than wait for the next round.
  useEffect(() => {
    if (polled && polled.base !== input.counts) void run.current();
  }, [polled, input.counts]);
  const fresh = polled && polled.base === input.counts;
  return {
    counts: fresh ? polled.answer.counts : input.counts,
    newCount: fresh && polled.newest === input.newest ? polled.answer.new_count : 0,
    statuses: fresh ? polled.answer.statuses : {},
    pollNow: useCallback(() => void run.current(), []),
  };
}
