import type { LiveEvent } from "./live-event";

/** What the dashboard's account stream says about an event: the SSE event name and its data, or nothing. */
export type QueueEvent = { name: string; data: string } | null;

const decisions = new Set([
  "comment.approved",
  "comment.rejected",
  "comment.spam",
  "comment.restored",
  "comment.deleted",
]);
const cache = new WeakMap<LiveEvent, QueueEvent>();

function translate(event: LiveEvent): QueueEvent {
  const comment = event.object as { id?: unknown; site_id?: unknown; status?: unknown; flag_count?: unknown };
  if (!event.livemode || typeof comment.id !== "string") return null;
  const say = (name: string) => ({
    name,
    data: JSON.stringify({
      id: comment.id,
      site_id: comment.site_id,
      status: comment.status,
      flag_count: comment.flag_count,
    }),
  });
  if (event.type === "comment.created")
    return comment.status === "pending" || comment.status === "spam" ? say("queue.added") : say("comment.published");
  if (event.type === "comment.flagged") return say("queue.flagged");
  if (event.type === "comment.updated") return say("queue.changed");
  if (decisions.has(event.type)) return say("queue.decided");
  return null;
}

/**
 * An outbox event as the moderation queue hears it: only ids, sites and statuses (the queue reads
 * the rest itself, through the member's reach), once per event however many queues are open.
 */
export function toQueueEvent(event: LiveEvent): QueueEvent {
  if (!cache.has(event)) cache.set(event, translate(event));
  return cache.get(event)!;
}
