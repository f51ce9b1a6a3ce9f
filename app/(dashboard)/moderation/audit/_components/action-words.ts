const words: Record<string, string> = {
  approve: "Approved",
  reject: "Rejected",
  spam: "Marked as spam",
  restore: "Restored",
  delete: "Deleted",
  flag_threshold: "Held by reader flags",
  hold: "Held for review",
  auto_spam: "Sent to spam",
  ban: "Banned",
  lift: "Lifted a ban",
};

/** A history or audit action in words. */
export function actionWords(action: string): string {
  return words[action] ?? action;
}
