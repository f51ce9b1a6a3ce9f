import type { WidgetComment } from "./widget-types";

/** What the thread's live events do on the page. */
export type ThreadChanges = {
  published: (comment: WidgetComment) => void;
  edited: (comment: WidgetComment) => void;
  removed: (id: string, deleted: boolean) => void;
  counts: (id: string, upvotes: number, reactionCounts: WidgetComment["reaction_counts"]) => void;
  locked: (locked: boolean) => void;
  /** The server lost track of what this page has seen: read the thread again. */
  reload: () => void;
};

const pollMs = 30_000;

// The fields the stream's messages carry, whichever the message (docs/api.md#get-v1commentsstream).
type StreamData = {
  comment: WidgetComment;
  id: string;
  upvotes: number;
  reaction_counts: WidgetComment["reaction_counts"];
};

/**
 * Follows the thread's public stream (Server-Sent Events; the browser reconnects by itself with
 * Last-Event-ID). Without EventSource, or after three failures in a row, it polls instead, every
 * 30 s while the page is visible, and says nothing. Answers a function that stops following.
 */
export function followThread(streamUrl: string, changes: ThreadChanges, poll: () => Promise<void>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const polling = () => {
    timer = setTimeout(async () => {
      if (!document.hidden) await poll().catch(() => undefined);
      if (!stopped) polling();
    }, pollMs);
  };
  if (typeof EventSource === "undefined") {
    polling();
    return () => ((stopped = true), clearTimeout(timer));
  }
  const source = new EventSource(streamUrl);
  let failures = 0;
  source.onopen = () => (failures = 0);
  source.onerror = () => {
    if (++failures < 3 && source.readyState !== EventSource.CLOSED) return;
    source.close();
    polling();
  };
  const on = (name: string, act: (data: StreamData) => void) =>
    source.addEventListener(name, (event) => {
      try {
        act(JSON.parse((event as MessageEvent<string>).data));
      } catch {
        // A message we cannot read changes nothing on the page.
      }
    });
  on("comment.published", (data) => changes.published(data.comment));
  on("comment.edited", (data) => changes.edited(data.comment));
  on("comment.deleted", (data) => changes.removed(data.id, true));
  on("comment.removed", (data) => changes.removed(data.id, false));
  on("comment.counts", (data) => changes.counts(data.id, data.upvotes, data.reaction_counts));
  on("thread.locked", () => changes.locked(true));
  on("thread.unlocked", () => changes.locked(false));
  on("reload", () => changes.reload());
  return () => {
    stopped = true;
    clearTimeout(timer);
    source.close();
  };
}
