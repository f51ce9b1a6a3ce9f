import type { CommentRow } from "@/lib/db/model-types";
import type { SpamReason } from "@/lib/screening/score-spam";
import { spamHoldThreshold } from "@/lib/screening/spam-thresholds";

import type { CommentView } from "./comment-schemas";

/** A stored comment's spam verdict as the API shows it; null when the site's filter was off when it was written. */
export function spamViewOf(row: Pick<CommentRow, "spamScore" | "spamReasons">): CommentView["spam"] {
  if (row.spamScore === null) return null;
  const reasons = row.spamReasons ? (JSON.parse(row.spamReasons) as SpamReason[]) : [];
  return { score: row.spamScore, verdict: row.spamScore >= spamHoldThreshold ? "spam" : "ham", reasons };
}
