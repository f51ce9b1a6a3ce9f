import type { Tx } from "@/lib/db/transaction";

import { pruneSpamLabels } from "./prune-spam-labels";
import { extractSpamFeatures } from "./spam-features";
import { spamLabelOfChange } from "./spam-label-of-change";

// Now and then, not on every decision: the labels past what the model reads are dropped.
const pruneEvery = 250;

/**
 * Teaches a site's spam model a moderator's decision on a comment, in the decision's transaction:
 * keeps the comment's hashed features (never its text) under the new label, or forgets the label
 * an undone decision gave, and moves the site's model version so every server relearns. A
 * `reject` (off-topic, rude) says nothing about spam and teaches nothing.
 */
export async function recordSpamLabel(
  tx: Tx,
  comment: { id: string; siteId: string; livemode: boolean; content: string; authorName: string },
  change: { change: string; from: string; to: string },
): Promise<boolean> {
  const label = spamLabelOfChange(change.change, change.from, change.to);
  // Test-mode comments are an integration's experiments, not the site's readers.
  if (label === null || !comment.livemode) return false;
  if (label === "forget") {
    const { count } = await tx.spamLabel.deleteMany({ where: { commentId: comment.id } });
    if (count === 0) return false;
  } else {
    const features = extractSpamFeatures({
      content: comment.content,
      authorName: comment.authorName,
      authorHistory: null,
      recentDuplicate: false,
      typedMs: null,
    });
    const stored = JSON.stringify(features.map((feature) => [feature.index, feature.value]));
    const spam = label === "spam";
    await tx.spamLabel.upsert({
      where: { commentId: comment.id },
      create: { commentId: comment.id, siteId: comment.siteId, spam, features: stored },
      update: { spam, features: stored },
    });
  }
  const model = await tx.siteSpamModel.upsert({
    where: { siteId: comment.siteId },
    create: { siteId: comment.siteId, version: 1 },
    update: { version: { increment: 1 } },
  });
  if (model.version % pruneEvery === 0) await pruneSpamLabels(tx, comment.siteId);
  return true;
}
