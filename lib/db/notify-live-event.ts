import { databaseUrl, providerOf } from "./database-url";
import type { Tx } from "./transaction";

/** The PostgreSQL channel on which every instance hears of each committed outbox event (payload: its id). */
export const liveEventChannel = "threadline_events";

/**
 * Tells every instance on PostgreSQL that the event `eventId` exists, at the commit of `tx` (NOTIFY
 * is transactional). Answers false on SQLite, where the caller signals in-process after the commit.
 */
export async function notifyLiveEvent(tx: Tx, eventId: string): Promise<boolean> {
  if (providerOf(databaseUrl()) !== "postgresql") return false;
  await tx.$executeRaw`SELECT pg_notify(${liveEventChannel}, ${eventId})`;
  return true;
}
