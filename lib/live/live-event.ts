import type { EventRow } from "@/lib/db/model-types";

/** A committed outbox event as open streams receive it. */
export type LiveEvent = {
  id: string;
  accountId: string;
  siteId: string | null;
  livemode: boolean;
  type: string;
  object: Record<string, unknown>;
};

/** The topic of a thread's public stream. */
export function threadTopic(siteId: string, threadUrl: string): string {
  return `thread ${siteId} ${threadUrl}`;
}

/** The topic of an account's dashboard stream. */
export function accountTopic(accountId: string): string {
  return `account ${accountId}`;
}

/** The topics an event is published on: its account's, and its thread's when it is about a comment or a thread. */
export function topicsOf(event: LiveEvent): string[] {
  const topics = [accountTopic(event.accountId)];
  const about = (event.object.comment ?? event.object) as { site_id?: unknown; thread_url?: unknown; url?: unknown };
  const url = event.type.startsWith("thread.") ? about.url : about.thread_url;
  if (event.livemode && typeof about.site_id === "string" && typeof url === "string")
    topics.push(threadTopic(about.site_id, url));
  return topics;
}

/** An outbox row as a LiveEvent (its payload parsed). */
export function toLiveEvent(row: Omit<EventRow, "createdAt">): LiveEvent {
  return {
    id: row.id,
    accountId: row.accountId,
    siteId: row.siteId,
    livemode: row.livemode,
    type: row.type,
    object: JSON.parse(row.payload) as Record<string, unknown>,
  };
}
