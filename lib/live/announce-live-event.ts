import { notifyLiveEvent } from "@/lib/db/notify-live-event";
import { afterCommit, type Tx } from "@/lib/db/transaction";

import { liveSignal } from "./live-signal";

/**
 * Lets open streams know of an outbox event once it is committed: every instance through
 * PostgreSQL's NOTIFY, or this process after the commit on SQLite.
 */
export async function announceLiveEvent(tx: Tx, eventId: string): Promise<void> {
  if (await notifyLiveEvent(tx, eventId)) return;
  afterCommit(() => liveSignal().emit("event", eventId));
}
