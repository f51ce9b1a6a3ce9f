import { db } from "@/lib/db/client";

const hourMs = 3_600_000;

/**
 * Counts one "new comment" mail against the member's hourly cap, the same window and count as the
 * moderators' "each" mails (takeEachSlot), and answers whether it may go out. Past the cap the
 * member's new-comment mails are folded: lastCommentsDigestAt holds the fold's start (an "each"
 * member has no daily digest to record there), and nothing more goes out one by one until the
 * digest worker has sent one digest of everything since. The window is not restarted while either
 * kind of mail is folded, so neither fold waits on the other. Conditional updates keep the count
 * right when several workers mail the same member at once.
 */
export async function takeCommentSlot(
  membershipId: string,
  noticeAt: Date,
  input: { now: Date; perHour: number },
): Promise<boolean> {
  const windowOpen = new Date(input.now.getTime() - hourMs);
  const unfolded = { id: membershipId, foldedSince: null, lastCommentsDigestAt: null };
  const counted = await db().membership.updateMany({
    where: { ...unfolded, eachWindowStart: { gt: windowOpen }, eachSentInWindow: { lt: input.perHour } },
    data: { eachSentInWindow: { increment: 1 } },
  });
  if (counted.count === 1) return true;
  const fresh = await db().membership.updateMany({
    where: { ...unfolded, OR: [{ eachWindowStart: null }, { eachWindowStart: { lte: windowOpen } }] },
    data: { eachWindowStart: input.now, eachSentInWindow: 1 },
  });
  if (fresh.count === 1) return true;
  await db().membership.updateMany({
    where: { id: membershipId, notifyComments: "each", lastCommentsDigestAt: null },
    data: { lastCommentsDigestAt: noticeAt },
  });
  return false;
}
