import { db } from "@/lib/db/client";

const noticeRetentionMs = 30 * 86_400_000;
const everyMs = 3_600_000;
let lastRunAt = 0;

/**
 * Drops what reader mail no longer needs (docs/notifications.md): notices 30 days after they were
 * sent, and mail-link tokens once expired. Runs at most hourly per process; any instance may run it.
 */
export async function pruneReaderMail(now = new Date()): Promise<void> {
  if (now.getTime() - lastRunAt < everyMs) return;
  lastRunAt = now.getTime();
  await db().readerNotice.deleteMany({ where: { sentAt: { lt: new Date(now.getTime() - noticeRetentionMs) } } });
  await db().mailToken.deleteMany({ where: { expiresAt: { lt: now } } });
}
