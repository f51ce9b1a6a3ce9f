import type { LiveEvent } from "./live-event";

/** What a thread's public stream says about an event: the SSE event name and its data, or nothing. */
export type PublicThreadEvent = { name: string; data: string } | null;

// The fields the public read shows of a comment; nothing else of an event's object is ever sent.
const publicFields = [
  "id",
  "parent_id",
  "content",
  "content_html",
  "author_name",
  "author_kind",
  "author_id",
  "status",
  "deleted",
  "upvotes",
  "reaction_counts",
  "created_at",
  "edited_at",
];
const cache = new WeakMap<LiveEvent, PublicThreadEvent>();

function publicComment(comment: Record<string, unknown>) {
  const picked: Record<string, unknown> = { replies: [] };
  for (const field of publicFields) picked[field] = comment[field];
  return picked;
}

function translate(event: LiveEvent): PublicThreadEvent {
  if (!event.livemode) return null;
  if (event.type === "thread.locked" || event.type === "thread.unlocked") {
    return { name: event.type, data: JSON.stringify({ locked: event.type === "thread.locked" }) };
  }
  const comment = (event.type.startsWith("reaction.") ? event.object.comment : event.object) as
    Record<string, unknown> | undefined;
  if (!comment || typeof comment.id !== "string") return null;
  const status = comment.status;
  const say = (name: string, body: Record<string, unknown>) => ({ name, data: JSON.stringify(body) });
  switch (event.type) {
    case "comment.created":
    case "comment.approved":
    case "comment.restored":
      return status === "approved" ? say("comment.published", { comment: publicComment(comment) }) : null;
    case "comment.updated":
      return status === "approved" ? say("comment.edited", { comment: publicComment(comment) }) : null;
    case "comment.deleted":
      return say("comment.deleted", { id: comment.id });
    case "comment.rejected":
    case "comment.spam":
      return say("comment.removed", { id: comment.id });
    case "comment.flagged":
      // The flag that holds a comment takes it off the page.
      return status === "pending" ? say("comment.removed", { id: comment.id }) : null;
    case "comment.upvoted":
    case "comment.upvote_removed":
    case "reaction.added":
    case "reaction.removed":
      return status === "approved"
        ? say("comment.counts", { id: comment.id, upvotes: comment.upvotes, reaction_counts: comment.reaction_counts })
        : null;
    default:
      return null;
  }
}

/**
 * An outbox event as a thread's public stream tells it: only what the public read would show
 * (published comments, never held ones, no e-mail or IP), once per event however many streams hear it.
 */
export function toPublicThreadEvent(event: LiveEvent): PublicThreadEvent {
  if (!cache.has(event)) cache.set(event, translate(event));
  return cache.get(event)!;
}
