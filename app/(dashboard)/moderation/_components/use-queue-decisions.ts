"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { toast } from "sonner";

import type { QueueDecision } from "@/lib/moderation/decide-queue-comment";
import type { QueueDecisionResult } from "@/lib/moderation/decide-queue-comments";
import type { QueueTab } from "@/lib/moderation/queue-filters";

import { moderate, moderateMany, moderateMatching, undoDecisions } from "../actions";

const statusAfter: Record<QueueDecision, string> = {
  approve: "approved",
  reject: "rejected",
  spam: "spam",
  delete: "deleted",
};
const done: Record<QueueDecision, string> = {
  approve: "Approved",
  reject: "Rejected",
  spam: "Marked as spam",
  delete: "Deleted",
};
/** How long the Undo of a decision is offered. */
export const undoOfferMs = 10_000;

/** Whether a comment in `status` still belongs in the tab. */
export function belongsTo(tab: QueueTab, status: string, flagCount: number): boolean {
  if (tab === "all") return status !== "deleted";
  if (tab === "flagged") return flagCount > 0 && (status === "pending" || status === "approved");
  return status === tab;
}

const plural = (n: number) => `${n.toLocaleString("en")} comment${n === 1 ? "" : "s"}`;
const add = <T>(set: ReadonlySet<T>, items: T[]) => new Set([...set, ...items]);
const drop = <T>(set: ReadonlySet<T>, items: T[]) => new Set([...set].filter((x) => !items.includes(x)));

async function inChunks(
  ids: string[],
  run: (chunk: string[]) => Promise<QueueDecisionResult[] | string>,
): Promise<QueueDecisionResult[]> {
  const results: QueueDecisionResult[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    const chunk = ids.slice(i, i + 100);
    const answer = await run(chunk);
    if (typeof answer === "string")
      results.push(...chunk.map((id) => ({ id, ok: false as const, code: "failed", message: answer })));
    else results.push(...answer);
  }
  return results;
}

/**
 * The queue's decisions on the client: applied at once on screen (a decided comment leaves a tab it
 * no longer belongs to), sent to the server, put back with the server's words when refused, and
 * undoable for 10 seconds (toast, `z`); bulk over a whole view in steps of 100 with progress.
 */
export function useQueueDecisions(input: {
  tab: QueueTab;
  view: Record<string, string>;
  announce: (text: string) => void;
  changed: () => void;
}) {
  const router = useRouter();
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [overrides, setOverrides] = useState<Record<string, string>>({});
  const [mine, setMine] = useState<ReadonlySet<string>>(new Set());
  const [progress, setProgress] = useState<{ done: number; total: number | null } | null>(null);
  const last = useRef<{ ids: string[]; at: number; toast: string | number } | null>(null);
  // The decision still on its way to the server: an undo pressed meanwhile waits for it.
  const inflight = useRef<Promise<unknown>>(Promise.resolve());

  const restore = (ids: string[]) => {
    setGone((g) => drop(g, ids));
    setOverrides((o) => Object.fromEntries(Object.entries(o).filter(([id]) => !ids.includes(id))));
  };

  const settle = (decision: QueueDecision, results: QueueDecisionResult[]) => {
    const failed = results.filter((r) => !r.ok);
    const okIds = results.filter((r) => r.ok).map((r) => r.id);
    if (failed.length) {
      restore(failed.map((r) => r.id));
      const first = failed[0]!;
      toast.error(`${plural(failed.length)} not changed: ${"message" in first ? first.message : ""}`);
    }
    if (okIds.length) {
      const text = `${done[decision]} ${okIds.length === 1 ? "the comment" : plural(okIds.length)}.`;
      input.announce(text);
      if (decision === "delete") toast.success(text);
      else {
        const id = toast.success(text, {
          duration: undoOfferMs,
          action: { label: "Undo", onClick: () => void undo() },
        });
        last.current = { ids: okIds, at: Date.now(), toast: id };
      }
    }
    input.changed();
  };

  async function decide(targets: { id: string; flagCount: number }[], decision: QueueDecision, reason?: string) {
    if (!targets.length) return;
    const ids = targets.map((t) => t.id);
    const to = statusAfter[decision];
    const leaving = targets.filter((t) => !belongsTo(input.tab, to, t.flagCount)).map((t) => t.id);
    setGone((g) => add(g, leaving));
    setOverrides((o) => ({
      ...o,
      ...Object.fromEntries(ids.filter((id) => !leaving.includes(id)).map((id) => [id, to])),
    }));
    setMine((m) => add(m, ids));
    const sending = inChunks(ids, async (chunk) => {
      if (chunk.length === 1) {
        const answer = await moderate({ comment_id: chunk[0]!, action: decision, reason });
        return answer.ok ? [{ ok: true, ...answer.data }] : answer.message;
      }
      const answer = await moderateMany({ comment_ids: chunk, action: decision, reason });
      return answer.ok ? answer.data : answer.message;
    });
    inflight.current = sending;
    settle(decision, await sending);
  }

  async function decideMatching(decision: QueueDecision, reason?: string) {
    const until = new Date().toISOString();
    const results: QueueDecisionResult[] = [];
    let cursor: string | null = null;
    let total: number | null = null;
    setProgress({ done: 0, total: null });
    do {
      const answer = await moderateMatching({ view: input.view, action: decision, reason, cursor, until });
      if (!answer.ok) {
        toast.error(answer.message);
        break;
      }
      total ??= answer.data.total;
      results.push(...answer.data.results);
      setMine((m) =>
        add(
          m,
          answer.data.results.map((r) => r.id),
        ),
      );
      setProgress({ done: results.length, total });
      cursor = answer.data.cursor;
    } while (cursor);
    setProgress(null);
    settle(decision, results);
    router.refresh();
  }

  async function undo() {
    await inflight.current.catch(() => undefined);
    const entry = last.current;
    if (!entry || Date.now() - entry.at > undoOfferMs) return input.announce("Nothing to undo.");
    last.current = null;
    toast.dismiss(entry.toast);
    const results = await inChunks(entry.ids, async (chunk) => {
      const answer = await undoDecisions({ comment_ids: chunk });
      return answer.ok ? answer.data : answer.message;
    });
    const okIds = results.filter((r) => r.ok).map((r) => r.id);
    restore(okIds);
    const failed = results.filter((r) => !r.ok);
    if (failed.length)
      toast.error(`${plural(failed.length)} could not be undone: ${"message" in failed[0]! ? failed[0].message : ""}`);
    if (okIds.length) input.announce(`Undone: ${plural(okIds.length)} back as before.`);
    router.refresh();
    input.changed();
  }

  return { gone, overrides, mine, progress, decide, decideMatching, undo };
}
