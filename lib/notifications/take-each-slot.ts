import { db } from "@/lib/db/client";

const hourMs = 3_600_000;

/**
 * Counts one "each" mail against the member's hourly cap and answers whether it may go out. Past
 * the cap, the member is marked folded (foldedSince): nothing more goes out one by one until the
 * digest worker has sent them one digest of everything since then. Conditional updates keep the
 * count right when several workers mail the same member at once.
 */
export async function takeEachSlot(
  membershipId: string,
  noticeAt: Date,
  input: { now: Date; perHour: number },
): Promise<boolean> {
  const windowOpen = new Date(input.now.getTime() - hourMs);
  const counted = await db().membership.updateMany({
    where: {
      id: membershipId,
      foldedSince: null,
      eachWindowStart: { gt: windowOpen },
      eachSentInWindow: { lt: input.perHour },
    },
    data: { eachSentInWindow: { increment: 1 } },
  });
  if (counted.count === 1) return true;
  const fresh = await db().membership.updateMany({
    where: {
      id: membershipId,
      foldedSince: null,
      OR: [{ eachWindowStart: null }, { eachWindowStart: { lte: windowOpen } }],
    },
    data: { eachWindowStart: input.now, eachSentInWindow: 1 },
  });
  if (fresh.count === 1) return true;
  // Over the cap (or already folded): the digest worker picks this up once the hour is over.
  await db().membership.updateMany({ where: { id: membershipId, foldedSince: null }, data: { foldedSince: noticeAt } });
  return false;
}
