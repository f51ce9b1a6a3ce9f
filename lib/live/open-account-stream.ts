import { accountTopic } from "./live-event";
import { streamHub } from "./stream-hub";
import { claimStreamSlot } from "./stream-limits";
import { toQueueEvent } from "./to-queue-event";

type Send = (message: { id?: string; event: string; data: string }) => void;

/**
 * Prepares a member's account stream for the moderation queue: the live moderation events of the
 * account's sites, only those within `siteIds` for a moderator limited to some (empty: every site).
 * Answers the stream's start function, which streams until its cleanup is called.
 */
export function openAccountStream(input: {
  accountId: string;
  siteIds: string[];
  streamKey: string;
}): (send: Send) => () => void {
  const release = claimStreamSlot(input.streamKey);
  const reach = input.siteIds.length ? new Set(input.siteIds) : null;
  return (send) => {
    const unsubscribe = streamHub().subscribe([accountTopic(input.accountId)], (event) => {
      if (reach && !reach.has(event.siteId ?? "")) return;
      const said = toQueueEvent(event);
      if (said) send({ id: event.id, event: said.name, data: said.data });
    });
    return () => {
      unsubscribe();
      release();
    };
  };
}
