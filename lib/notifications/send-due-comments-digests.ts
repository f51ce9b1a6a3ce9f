import { db } from "@/lib/db/client";
import { sendMail } from "@/lib/mail/send-mail";

import { composeCommentsDigestMail } from "./compose-comments-digest-mail";
import { describeMailError } from "./describe-mail-error";
import { findCommentsDigestCandidates, type CommentsDigestCandidate } from "./find-comments-digest-candidates";
import { gatherCommentsDigest } from "./gather-comments-digest";
import { isAddressSuppressed } from "./is-address-suppressed";
import type { NotificationConfig } from "./notification-config";

/**
 * Claims one member's digest of new comments with a compare-and-set on the values it was found
 * with, so that of several workers exactly one sends it: a "daily" member's lastCommentsDigestAt
 * moves to now, an "each" member's fold is cleared. Answers whether this worker won.
 */
async function claimCommentsDigest(candidate: CommentsDigestCandidate, at: Date): Promise<boolean> {
  const { count } = await db().membership.updateMany({
    where: {
      id: candidate.id,
      notifyComments: candidate.notifyComments,
      lastCommentsDigestAt: candidate.lastCommentsDigestAt,
    },
    data: { lastCommentsDigestAt: candidate.notifyComments === "each" ? null : at },
  });
  return count === 1;
}

/**
 * One pass of the new-comments digests: every member due one with something in it gets one mail
 * (count per site, the first comments with their links on the page, the queue's link). A failed
 * send hands the claim back, so the next pass tries again. Answers how many digests went out.
 */
export async function sendDueCommentsDigests(config: NotificationConfig, now = new Date()): Promise<number> {
  let sent = 0;
  for (const candidate of await findCommentsDigestCandidates(now, config)) {
    const digest = await gatherCommentsDigest(candidate, now);
    if (!digest || !(await claimCommentsDigest(candidate, now))) continue;
    if (await isAddressSuppressed(candidate.accountId, candidate.email)) continue;
    const folded = candidate.notifyComments === "each" ? { foldedAfter: config.eachPerHour } : {};
    try {
      await sendMail(composeCommentsDigestMail(candidate.email, { ...digest, ...folded }));
      sent++;
    } catch (error) {
      console.error(
        `notifications: new-comments digest to membership ${candidate.id} failed: ${describeMailError(error)}`,
      );
      await db().membership.updateMany({
        where: {
          id: candidate.id,
          notifyComments: candidate.notifyComments,
          lastCommentsDigestAt: candidate.notifyComments === "each" ? null : now,
        },
        data: { lastCommentsDigestAt: candidate.lastCommentsDigestAt },
      });
    }
  }
  return sent;
}
