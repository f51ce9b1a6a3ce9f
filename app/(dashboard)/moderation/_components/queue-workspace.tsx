"use client";

import { Inbox, Keyboard } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import type { QueueDecision } from "@/lib/moderation/decide-queue-comment";
import type { QueueCard } from "@/lib/moderation/queue-card";
import { queueQueryString, type QueueFilters, type QueueTab } from "@/lib/moderation/queue-filters";

import { EmptyState } from "../../_components/empty-state";
import { helpLinks } from "../../_lib/help-links";
import { BulkBar } from "./bulk-bar";
import { CommentCard } from "./comment-card";
import { DeleteDialog } from "./delete-dialog";
import { QueuePager } from "./queue-pager";
import { QueueTabs } from "./queue-tabs";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { useQueueDecisions } from "./use-queue-decisions";
import { useQueueKeys } from "./use-queue-keys";
import { useQueuePoll } from "./use-queue-poll";

type Props = {
  cards: QueueCard[];
  counts: Record<QueueTab, number>;
  filters: QueueFilters;
  view: Record<string, string>;
  newest: string | null;
  nextCursor: string | null;
  previousCursor: string | null;
  pinned: string | null;
  sites: { id: string; name: string }[];
};

/** The queue: tabs with live counts, bulk bar, the cards, paging, and every decision by keyboard or mouse. */
export function QueueWorkspace(props: Props) {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState("");
  const [help, setHelp] = useState(false);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ ids: string[]; matching: boolean } | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [matching, setMatching] = useState(false);
  const [reason, setReason] = useState("");
  const [focusedId, setFocusedId] = useState<string | null>(props.pinned ?? props.cards[0]?.id ?? null);
  const pollNow = useRef(() => {});
  const announce = (text: string) => setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
  const decisions = useQueueDecisions({
    tab: props.filters.tab,
    view: props.view,
    announce,
    changed: () => pollNow.current(),
  });
  const visible = props.cards
    .filter((c) => !decisions.gone.has(c.id))
    .map((c) => (decisions.overrides[c.id] ? { ...c, status: decisions.overrides[c.id] as QueueCard["status"] } : c));
  const poll = useQueuePoll({
    viewQuery: queueQueryString(props.filters).slice(1),
    newest: props.newest,
    shownIds: visible.map((c) => c.id),
    counts: props.counts,
  });
  useEffect(() => {
    pollNow.current = poll.pollNow;
  });
  const focused = visible.find((c) => c.id === focusedId) ?? visible[0] ?? null;
  const index = focused ? visible.indexOf(focused) : -1;
  const siteNames = new Map(props.sites.map((s) => [s.id, s.name]));

  // Focus follows the highlight; the first one leaves the page where it opened (header and filters in view).
  const scrolls = useRef(false);
  useEffect(() => {
    const element = focused && document.getElementById(`card-${focused.id}`);
    if (!element || element.contains(document.activeElement)) return;
    element.focus({ preventScroll: true });
    if (scrolls.current) element.scrollIntoView({ block: "nearest" });
    scrolls.current = true;
  }, [focused?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const move = (delta: number) => {
    const next = visible[Math.min(Math.max(index + delta, 0), visible.length - 1)];
    if (next) setFocusedId(next.id);
  };

  // The card that takes focus once `ids` are decided: the next one down, else the one above.
  const successorOf = (ids: string[]) =>
    visible.slice(index + 1).find((c) => !ids.includes(c.id)) ??
    visible
      .slice(0, Math.max(index, 0))
      .reverse()
      .find((c) => !ids.includes(c.id));

  async function decide(targets: QueueCard[], decision: QueueDecision, text?: string) {
    if (!targets.length) return;
    const ids = targets.map((c) => c.id);
    if (focused && ids.includes(focused.id)) setFocusedId(successorOf(ids)?.id ?? null);
    setRejecting(null);
    setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
    await decisions.decide(
      targets.map((c) => ({ id: c.id, flagCount: c.flag_count })),
      decision,
      text,
    );
    if (visible.every((c) => ids.includes(c.id))) router.refresh();
  }

  const onCard = (card: QueueCard | null, decision: QueueDecision, text?: string) => {
    if (!card) return;
    if (decision === "delete") return setDeleting({ ids: [card.id], matching: false });
    if (card.status === statusOf[decision]) return announce(`Already ${card.status}.`);
    void decide([card], decision, text);
  };

  const onBulk = (decision: QueueDecision) => {
    const targets = visible.filter((c) => selected.has(c.id));
    if (decision === "delete") return setDeleting({ ids: targets.map((c) => c.id), matching });
    if (matching)
      return void decisions
        .decideMatching(decision, decision === "reject" ? reason.trim() || undefined : undefined)
        .then(() => (setMatching(false), setSelected(new Set())));
    void decide(targets, decision, decision === "reject" ? reason.trim() || undefined : undefined);
  };

  const confirmDelete = () => {
    const pending = deleting;
    setDeleting(null);
    if (!pending) return;
    if (pending.matching)
      return void decisions.decideMatching("delete").then(() => (setMatching(false), setSelected(new Set())));
    void decide(
      visible.filter((c) => pending.ids.includes(c.id)),
      "delete",
    );
  };

  const toggle = (id: string) =>
    setSelected((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));

  useQueueKeys({
    j: () => move(1),
    k: () => move(-1),
    a: () => onCard(focused, "approve"),
    r: () => focused && setRejecting(focused.id),
    s: () => onCard(focused, "spam"),
    d: () => onCard(focused, "delete"),
    b: () => focused && router.push(`/moderation/author?comment=${focused.id}&ban=1`),
    x: () => focused && toggle(focused.id),
    o: () => focused && window.open(focused.comment_url, "_blank", "noopener,noreferrer"),
    "/": () => document.getElementById("queue-search")?.focus(),
    "?": () => setHelp(true),
    z: () => void decisions.undo(),
  });

  const firstPage = `/moderation${queueQueryString(props.filters, { after: undefined, before: undefined, comment: undefined })}`;
  return (
    <>
      <QueueTabs filters={props.filters} counts={poll.counts} />
      <div aria-live="polite" role="status" className="sr-only">
        {announcement}
      </div>
      <BulkBar
        pageCount={visible.length}
        selectedCount={visible.filter((c) => selected.has(c.id)).length}
        matching={matching}
        matchingCount={poll.counts[props.filters.tab]}
        reason={reason}
        progress={decisions.progress}
        onReason={setReason}
        onToggleAll={() => (
          setMatching(false),
          setSelected(visible.every((c) => selected.has(c.id)) ? new Set() : new Set(visible.map((c) => c.id)))
        )}
        onMatching={setMatching}
        onDecide={onBulk}
      />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        {poll.newCount > 0 ? (
          <button
            type="button"
            onClick={() => (props.filters.after || props.filters.before ? router.push(firstPage) : router.refresh())}
            className="rounded-full bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {poll.newCount.toLocaleString("en")} new comment{poll.newCount === 1 ? "" : "s"}
          </button>
        ) : (
          <span />
        )}
        <button
          type="button"
          onClick={() => setHelp(true)}
          className="inline-flex items-center gap-1.5 rounded px-2 py-1 text-sm text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Keyboard className="size-4" aria-hidden /> Shortcuts (?)
        </button>
      </div>
      {visible.length === 0 ? (
        <EmptyState
          icon={<Inbox className="size-8" />}
          title="Nothing here"
          help={{ href: helpLinks.moderation, label: "Read the guide" }}
        >
          {props.filters.tab === "pending"
            ? "No comment waits for a decision in this view."
            : "No comment matches this tab and these filters."}
        </EmptyState>
      ) : (
        <ol aria-label="Comments" className="flex flex-col gap-3">
          {visible.map((card) => (
            <li key={card.id}>
              <CommentCard
                card={card}
                siteName={props.sites.length > 1 ? (siteNames.get(card.site_id) ?? null) : null}
                focused={card.id === focused?.id}
                selected={matching || selected.has(card.id)}
                pinned={card.id === props.pinned}
                elsewhere={
                  !decisions.mine.has(card.id) && poll.statuses[card.id] && poll.statuses[card.id] !== card.status
                    ? poll.statuses[card.id]!
                    : null
                }
                rejecting={rejecting === card.id}
                onFocus={() => setFocusedId(card.id)}
                onSelect={() => (setMatching(false), toggle(card.id))}
                onDecide={(decision, text) => onCard(card, decision, text)}
                onReject={(open) => (
                  setRejecting(open ? card.id : null),
                  !open && document.getElementById(`card-${card.id}`)?.focus()
                )}
              />
            </li>
          ))}
        </ol>
      )}
      <QueuePager filters={props.filters} nextCursor={props.nextCursor} previousCursor={props.previousCursor} />
      <ShortcutsDialog open={help} onOpenChange={setHelp} />
      <DeleteDialog
        count={deleting ? (deleting.matching ? poll.counts[props.filters.tab] : deleting.ids.length) : null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

const statusOf: Record<QueueDecision, string> = {
  approve: "approved",
  reject: "rejected",
  spam: "spam",
  delete: "deleted",
};
