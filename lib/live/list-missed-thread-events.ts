import { db } from "@/lib/db/client";

import { threadTopic, topicsOf, type LiveEvent } from "./live-event";

/** How far back a reconnecting stream is caught up from the outbox; older than this it is told to reload. */
export const replayHorizonMs = 10 * 60_000;
const replayLimit = 500;

/**
 * The events of one live thread committed after `lastEventId`, for a stream that reconnects with
 * `Last-Event-ID`; `reload` when that id is unknown, older than the horizon, or too much has happened since.
 */
export async function listMissedThreadEvents(input: {
  siteId: string;
  threadUrl: string;
  lastEventId: string;
  now: Date;
}): Promise<{ reload: true } | { reload: false; events: LiveEvent[] }> {
  const last = input.lastEventId.startsWith("evt_")
    ? await db().event.findUnique({ where: { id: input.lastEventId }, select: { createdAt: true } })
    : null;
  if (!last || last.createdAt.getTime() < input.now.getTime() - replayHorizonMs) return { reload: true };
  const rows = await db().event.findMany({
    where: { siteId: input.siteId, livemode: true, id: { gt: input.lastEventId } },
    orderBy: { id: "asc" },
    take: replayLimit + 1,
  });
  if (rows.length > replayLimit) return { reload: true };
  const topic = threadTopic(input.siteId, input.threadUrl);
  const events = rows
    .map((row): LiveEvent => ({
      id: row.id,
      accountId: row.accountId,
      siteId: row.siteId,
      livemode: row.livemode,
      type: row.type,
      object: JSON.parse(row.payload),
    }))
    .filter((event) => topicsOf(event).includes(topic));
  return { reload: false, events };
}
