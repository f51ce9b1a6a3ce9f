import { db } from "@/lib/db/client";

/** Ends a session on the server at once: its token stops working on the next request. */
export async function endSession(sessionId: string, now = new Date()): Promise<void> {
  await db().readerSession.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now } });
}
