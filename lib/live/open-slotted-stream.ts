import type { LiveEvent } from "./live-event";
import { openLiveFeed } from "./open-live-feed";
import { claimStreamSlot } from "./stream-limits";

/** How a stream sends one server-sent event. */
export type Send = (message: { id?: string; event: string; data: string }) => void;

/**
 * Claims a stream slot for `slotKey`, opens the live feed and answers the stream's start function:
 * it sends `reload` as it comes and each event as `said` words it (null: not for this stream),
 * until its cleanup, which closes the feed and gives the slot back (as does a feed that fails to open).
 */
export async function openSlottedStream(
  slotKey: string,
  feedInput: Parameters<typeof openLiveFeed>[0],
  said: (event: LiveEvent) => { name: string; data: string } | null,
): Promise<(send: Send) => () => void> {
  const release = claimStreamSlot(slotKey);
  const feed = await openLiveFeed(feedInput).catch((error: unknown) => {
    release();
    throw error;
  });
  return (send) => {
    feed.start((message) => {
      if (message === "reload") return send({ event: "reload", data: "{}" });
      const event = said(message);
      if (event) send({ id: message.id, event: event.name, data: event.data });
    });
    return () => {
      feed.close();
      release();
    };
  };
}
