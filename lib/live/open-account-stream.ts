import type { MemberScope } from "@/lib/core/account-scope";

import { accountTopic } from "./live-event";
import { openSlottedStream, type Send } from "./open-slotted-stream";
import { toQueueEvent } from "./to-queue-event";

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
  const { streamKey, lastEventId, now } = input;
  const reach = member.siteIds.length ? new Set(member.siteIds) : null;
  return openSlottedStream(
    streamKey,
    { topic: accountTopic(member.accountId), scope: { accountId: member.accountId }, lastEventId, now },
    (event) => (reach && !reach.has(event.siteId ?? "") ? null : toQueueEvent(event)),
  );
}
