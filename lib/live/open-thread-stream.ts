import { findPublicSite } from "@/lib/sites/find-public-site";
import { normalizeThreadUrl } from "@/lib/threads/normalize-thread-url";

import { threadTopic } from "./live-event";
import { openSlottedStream, type Send } from "./open-slotted-stream";
import type { ThreadStreamQuery } from "./stream-schemas";
import { toPublicThreadEvent } from "./to-public-thread-event";

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
  const { lastEventId, now } = input;
  return openSlottedStream(
    input.ip,
    { topic: threadTopic(site.id, url), scope: { siteId: site.id }, lastEventId, now },
    toPublicThreadEvent,
  );
}
