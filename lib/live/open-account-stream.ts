import type { MemberScope } from "@/lib/core/account-scope";

import { accountTopic } from "./live-event";
import { openLiveFeed } from "./open-live-feed";
import { claimStreamSlot } from "./stream-limits";
import { toQueueEvent } from "./to-queue-event";

type Send = (message: { id?: string; event: string; data: string }) => void;

/**
 * Prepares a member's account stream for the moderation queue: the live moderation events of the
 * account's sites, only those within the member's `siteIds` for a moderator limited to some (empty: every site),
 * from `lastEventId` on like a thread's stream (or `reload`). Answers the stream's start function,
 * which streams until its cleanup is called.
 */
export async function openAccountStream(
  member: MemberScope,
  input: { streamKey: string; lastEventId: string | null; now: Date },
): Promise<(send: Send) => () => void> {
  const release = claimStreamSlot(input.streamKey);
  const reach = member.siteIds.length ? new Set(member.siteIds) : null;
  const feed = await openLiveFeed({
    topic: accountTopic(member.accountId),
    scope: { accountId: member.accountId },
    lastEventId: input.lastEventId,
    now: input.now,
  }).catch((error: unknown) => {
    release();
    throw error;
  });
  return (send) => {
    feed.start((message) => {
      if (message === "reload") return send({ event: "reload", data: "{}" });
      if (reach && !reach.has(message.siteId ?? "")) return;
      const said = toQueueEvent(message);
      if (said) send({ id: message.id, event: said.name, data: said.data });
    });
    return () => {
      feed.close();
      release();
    };
  };
}
