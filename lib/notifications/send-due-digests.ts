import { db } from "@/lib/db/client";
import { sendMail } from "@/lib/mail/send-mail";

import { composeDigestMail } from "./compose-digest-mail";
import { describeMailError } from "./describe-mail-error";
import { findDigestCandidates, noticeRetentionMs, type DigestCandidate } from "./find-digest-candidates";
import { gatherDigest } from "./gather-digest";
import { isAddressSuppressed } from "./is-address-suppressed";
import type { NotificationConfig } from "./notification-config";

/**
 * Claims one member's digest with a compare-and-set on the values it was found with, so that of
 * several workers exactly one sends it; answers whether this worker won.
 */
async function claimDigest(candidate: DigestCandidate, at: Date): Promise<boolean> {
  const { count } = await db().membership.updateMany({
    where: {
      id: candidate.id,
      notifyPending: candidate.notifyPending,
      lastDigestAt: candidate.lastDigestAt,
      foldedSince: candidate.foldedSince,
    },
    data: { lastDigestAt: at, foldedSince: null },
  });
  return count === 1;
}

/**
 * One pass of the digest worker: every member due a digest with something in it gets one mail
 * (count per site, the first comments with their links, the queue's link), recorded in
 * lastDigestAt. A failed send hands the claim back, so the next pass tries again. Also drops sent
 * notices past their retention. Answers how many digests went out.
 */
export async function sendDueDigests(config: NotificationConfig, now = new Date()): Promise<number> {
  let sent = 0;
  for (const candidate of await findDigestCandidates(now, config)) {
    const digest = await gatherDigest(candidate, now);
    if (!digest || !(await claimDigest(candidate, now))) continue;
    // A stopped address (bounced, complained) gets nothing; the claim still moves its clock on.
    if (await isAddressSuppressed(candidate.accountId, candidate.email)) continue;
    const folded = candidate.notifyPending === "each" ? { foldedAfter: config.eachPerHour } : {};
    try {
      await sendMail(composeDigestMail(candidate.email, { ...digest, ...folded }));
      sent++;
    } catch (error) {
      console.error(`notifications: digest to membership ${candidate.id} failed: ${describeMailError(error)}`);
      await db().membership.updateMany({
        where: { id: candidate.id, lastDigestAt: now },
        data: { lastDigestAt: candidate.lastDigestAt, foldedSince: candidate.foldedSince },
      });
    }
  }
  await db().pendingNotice.deleteMany({
    where: { sentAt: { not: null }, createdAt: { lt: new Date(now.getTime() - noticeRetentionMs) } },
  });
  return sent;
}
