import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";

import { ensureSubscriber } from "./ensure-subscriber";
import { recipientSelect, type Recipient } from "./recipient";

/**
 * The subscribers of signed-in readers of a site, by reader id: made on first need from the
 * reader's own address (their sign-in proved it). Readers with no address (SSO without one) have none.
 */
export async function readerSubscribers(siteId: string, readerIds: string[]): Promise<Map<string, Recipient>> {
  const wanted = [...new Set(readerIds)];
  const result = new Map<string, Recipient>();
  if (wanted.length === 0) return result;
  const load = () =>
    db().subscriber.findMany({
      where: { siteId, readerId: { in: wanted } },
      select: { ...recipientSelect, readerId: true },
    });
  let rows = await load();
  const missing = wanted.filter((id) => !rows.some((row) => row.readerId === id));
  if (missing.length > 0) {
    const readers = await db().reader.findMany({
      where: { id: { in: missing }, siteId, email: { not: null } },
      select: { id: true, email: true, name: true },
    });
    for (const reader of readers) {
      try {
        await ensureSubscriber(db(), { siteId, email: reader.email!, name: reader.name, readerId: reader.id });
      } catch (error) {
        // Another worker (or the reader's own settings) made it at the same moment: the reload finds it.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    if (readers.length > 0) rows = await load();
  }
  for (const { readerId, ...row } of rows) if (readerId) result.set(readerId, row);
  return result;
}
