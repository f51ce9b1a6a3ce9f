import { topicsOf, type LiveEvent } from "./live-event";
import { readStreamStart } from "./read-stream-start";
import { streamHub } from "./stream-hub";

/** What a stream is told: an event, or that its client must read afresh. */
export type FeedMessage = LiveEvent | "reload";

/** A stream's feed: `start` tells what the stream owes and then each new event, until `close`. */
export type LiveFeed = { start: (tell: (message: FeedMessage) => void) => void; close: () => void };

/**
 * Opens the feed of a stream on one topic of a site or an account: every live event after the id
 * its client holds (or from now), each once, in the order they committed, whether it comes from the
 * replay, NOTIFY or a catch-up of the hub; or `reload`. It subscribes before it reads where to
 * start, so that nothing committed in between is lost; what comes meanwhile waits for `start`.
 */
export async function openLiveFeed(input: {
  topic: string;
  scope: { siteId: string } | { accountId: string };
  lastEventId: string | null;
  now: Date;
}): Promise<LiveFeed> {
  // Never told: ids up to the floor, and `known` ones above it (told already, held by the client,
  // or older than the stream). Everything waits in `waiting` until the start is read.
  let floor = "";
  const known = new Set<string>();
  let waiting: FeedMessage[] | null = [];
  let tell: (message: FeedMessage) => void = () => undefined;
  const pass = (event: LiveEvent) => {
    if (event.id <= floor || known.has(event.id)) return;
    known.add(event.id);
    tell(event);
  };
  const close = streamHub().subscribe({
    topics: [input.topic],
    deliver: (event) => (waiting ? waiting.push(event) : pass(event)),
    reload: () => (waiting ? waiting.push("reload") : tell("reload")),
    settle(hubFloor) {
      if (waiting || hubFloor <= floor) return;
      floor = hubFloor;
      for (const id of known) if (id <= floor) known.delete(id);
    },
  });
  const start = await readStreamStart(input).catch((error: unknown) => {
    close();
    throw error;
  });
  floor = start.floor;
  for (const id of start.known) known.add(id);
  return {
    start(send) {
      tell = send;
      const queued = waiting ?? [];
      waiting = null;
      if (start.reload) send("reload");
      for (const event of start.replay) if (topicsOf(event).includes(input.topic)) pass(event);
      for (const message of queued) {
        if (message === "reload") send("reload");
        else pass(message);
      }
    },
    close,
  };
}
