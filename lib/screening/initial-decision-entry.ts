import type { Moderation } from "@/lib/sites/site-settings-schemas";

import type { InitialStatus } from "./decide-initial-status";

/**
 * The history entry of a comment that the site's rules held or sent to spam when it was written
 * (actor `system`): `hold` (to pending) or `auto_spam` (to spam), with the rule in words; null for a
 * comment published at once.
 */
export function initialDecisionEntry(
  decision: InitialStatus,
  settings: Moderation,
): { action: "hold" | "auto_spam"; toStatus: string; reason: string } | null {
  if (decision.status === "approved") return null;
  const reasons: Record<string, string> = {
    blocked_term: `blocked term “${decision.term ?? ""}”`,
    too_many_links: `more than ${settings.max_links} link${settings.max_links === 1 ? "" : "s"}`,
    mode_all: "site holds every comment",
    mode_guests: "guests' comments wait",
    mode_links: "site holds comments with links",
    likely_spam: `likely spam (score ${decision.score?.toFixed(2) ?? "?"})`,
    honeypot: "spam filter: the form's hidden field was filled",
    too_fast: "spam filter: the form was sent too fast for a person",
    copies: "spam filter: the same text on other pages within minutes",
    first_comment: "site holds a new commenter's comments until one is approved",
  };
  const reason = reasons[decision.reason ?? ""] ?? "site's moderation rules";
  return decision.status === "spam"
    ? { action: "auto_spam", toStatus: "spam", reason }
    : { action: "hold", toStatus: "pending", reason };
}
