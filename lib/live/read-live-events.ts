import { db } from "@/lib/db/client";

import { toLiveEvent, type LiveEvent } from "./live-event";

/** The committed outbox events with these ids, in the order the ids are given (unknown ids left out). */
export async function readLiveEvents(ids: string[]): Promise<LiveEvent[]> {
  if (!ids.length) return [];
  const rows = await db().event.findMany({ where: { id: { in: ids } } });
  const byId = new Map(rows.map((row) => [row.id, toLiveEvent(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
