import { findPublicSite } from "@/lib/sites/find-public-site";
import { normalizeThreadUrl } from "@/lib/threads/normalize-thread-url";

import { listMissedThreadEvents } from "./list-missed-thread-events";
import { threadTopic } from "./live-event";
import { streamHub } from "./stream-hub";
import { claimStreamSlot } from "./stream-limits";
import type { ThreadStreamQuery } from "./stream-schemas";
import { toPublicThreadEvent } from "./to-public-thread-event";

type Send = (message: { id?: string; event: string; data: string }) => void;

/**
 * Prepares a live thread's public stream: the site must exist, the IP and the instance must have a
 * slot, and a reconnecting client gets what it missed (or `reload`). Answers the stream's start
 * function: it sends the catch-up, then every new public event, until its cleanup is called.
 */
export async function openThreadStream(
  input: ThreadStreamQuery & { ip: string; lastEventId: string | null; now: Date },
): Promise<(send: Send) => () => void> {
  const site = await findPublicSite(input.site_id);
  const url = normalizeThreadUrl(input.thread_url);
  const missed = input.lastEventId
    ? await listMissedThreadEvents({ siteId: site.id, threadUrl: url, lastEventId: input.lastEventId, now: input.now })
    : null;
  const release = claimStreamSlot(input.ip);
  return (send) => {
    const tell = (event: Parameters<typeof toPublicThreadEvent>[0]) => {
      const said = toPublicThreadEvent(event);
      if (said) send({ id: event.id, event: said.name, data: said.data });
    };
    if (missed?.reload) send({ event: "reload", data: "{}" });
    else missed?.events.forEach(tell);
    const unsubscribe = streamHub().subscribe([threadTopic(site.id, url)], tell);
    return () => {
      unsubscribe();
      release();
    };
  };
}
