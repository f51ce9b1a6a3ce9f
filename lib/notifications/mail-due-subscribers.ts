import { db } from "@/lib/db/client";

import { newLease, unleased } from "./claim-by-lease";
import { describeMailError } from "./describe-mail-error";
import { mailSubscriber } from "./mail-subscriber";
import type { ReaderMailConfig } from "./reader-mail-config";

const batch = 200;
const retryMs = 5_000;

/** Runs `work` over `items`, at most `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

/**
 * One pass of the reader-mail sender: finds subscribers with a notice due, claims them with a
 * lease (a conditional update, so that of several instances one mails each subscriber), and mails
 * each one (mailSubscriber), several at once. Answers how many mails went out.
 */
export async function mailDueSubscribers(
  config: ReaderMailConfig,
  stopped: () => boolean = () => false,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = new Date();
    const due = await db().readerNotice.findMany({
      where: { sentAt: null, dueAt: { lte: now }, subscriber: unleased(now) },
      select: { subscriberId: true },
      distinct: ["subscriberId"],
      take: batch,
    });
    if (due.length === 0 || stopped()) return sent;
    const lease = newLease(now, config.leaseMs);
    await db().subscriber.updateMany({
      where: { id: { in: due.map((row) => row.subscriberId) }, ...unleased(now) },
      data: { claimToken: lease.token, claimUntil: lease.until },
    });
    const claimed = await db().subscriber.findMany({ where: { claimToken: lease.token }, select: { id: true } });
    await inParallel(claimed, config.concurrency, async ({ id }) => {
      if (stopped()) return;
      try {
        if (await mailSubscriber(id, lease.token, config)) sent++;
      } catch (error) {
        console.error(`reader mail: subscriber ${id} failed: ${describeMailError(error)}`);
        // Tried again soon, by any worker, rather than when the whole lease runs out.
        await db()
          .subscriber.updateMany({
            where: { id, claimToken: lease.token },
            data: { claimUntil: new Date(Date.now() + retryMs) },
          })
          .catch(() => undefined);
      }
    });
    if (due.length < batch) return sent;
  }
}
