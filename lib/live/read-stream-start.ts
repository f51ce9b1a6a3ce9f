import { lowestIdAt } from "@/lib/core/lowest-id-at";
import { isIdOf } from "@/lib/core/new-id";
import { timeOfId } from "@/lib/core/time-of-id";
import { db } from "@/lib/db/client";

import { catchUpWindowMs } from "./catch-up-window";
import { toLiveEvent, type LiveEvent } from "./live-event";

/** How far back a reconnecting stream is caught up from the outbox; older than this it is told to reload. */
export const replayHorizonMs = 10 * 60_000;
const replayLimit = 500;

/**
 * Where a new stream starts. `reload`: tell the client to read afresh first. `replay`: the live events
 * after the client's id, to tell first. `floor` and `known`: what the stream must never tell, the
 * ids up to the floor and the ids above it already in the outbox that the client holds (up to its
 * id) or that came before the stream (without an id).
 */
export type StreamStart = { reload: boolean; replay: LiveEvent[]; floor: string; known: string[] };

/**
 * Reads from the outbox where a stream of one site's or account's live events starts: after
 * `lastEventId`, or from now (and `reload`) when that id is unknown, older than the replay horizon,
 * or more than 500 events behind.
 */
export async function readStreamStart(input: {
  scope: { siteId: string } | { accountId: string };
  lastEventId: string | null;
  now: Date;
}): Promise<StreamStart> {
  const live = { ...input.scope, livemode: true };
  const lastEventId = input.lastEventId && isIdOf("evt", input.lastEventId) ? input.lastEventId : null;
  const last = lastEventId
    ? await db().event.findUnique({ where: { id: lastEventId }, select: { createdAt: true } })
    : null;
  if (lastEventId && last && last.createdAt.getTime() >= input.now.getTime() - replayHorizonMs) {
    const rows = await db().event.findMany({
      where: { ...live, id: { gt: lastEventId } },
      orderBy: { id: "asc" },
      take: replayLimit + 1,
    });
    if (rows.length <= replayLimit) {
      // Below the client's id, within the window, only what commits from now on is new to it.
      const floor = lowestIdAt("evt", timeOfId(lastEventId) - catchUpWindowMs);
      const held = await db().event.findMany({
        where: { ...live, id: { gt: floor, lte: lastEventId } },
        select: { id: true },
      });
      return { reload: false, replay: rows.map(toLiveEvent), floor, known: held.map((row) => row.id) };
    }
  }
  const floor = lowestIdAt("evt", Date.now() - catchUpWindowMs);
  const before = await db().event.findMany({ where: { ...live, id: { gt: floor } }, select: { id: true } });
  return { reload: Boolean(input.lastEventId), replay: [], floor, known: before.map((row) => row.id) };
}
