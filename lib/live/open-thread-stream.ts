import { findPublicSite } from "@/lib/sites/find-public-site";
import { normalizeThreadUrl } from "@/lib/threads/normalize-thread-url";

import { threadTopic } from "./live-event";
import { openLiveFeed } from "./open-live-feed";
import { claimStreamSlot } from "./stream-limits";
import type { ThreadStreamQuery } from "./stream-schemas";
import { toPublicThreadEvent } from "./to-public-thread-event";

type Send = (message: { id?: string; event: string; data: string }) => void;

/**
 * Prepares a live thread's public stream: the site must exist, the IP and the instance must have a
 * slot, and the stream is subscribed and knows where it starts before it answers. Answers the
 * stream's start function: it sends what a reconnecting client missed (or `reload`), then every new
 * public event, each once, until its cleanup is called.
 */
export async function openThreadStream(
  input: ThreadStreamQuery & { ip: string; lastEventId: string | null; now: Date },
): Promise<(send: Send) => () => void> {
  const site = await findPublicSite(input.site_id);
  const url = normalizeThreadUrl(input.thread_url);
  const release = claimStreamSlot(input.ip);
  const feed = await openLiveFeed({
    topic: threadTopic(site.id, url),
    scope: { siteId: site.id },
    lastEventId: input.lastEventId,
    now: input.now,
  }).catch((error: unknown) => {
    release();
    throw error;
  });
  return (send) => {
    feed.start((message) => {
      if (message === "reload") return send({ event: "reload", data: "{}" });
      const said = toPublicThreadEvent(message);
      if (said) send({ id: message.id, event: said.name, data: said.data });
    });
    return () => {
      feed.close();
      release();
    };
  };
}
