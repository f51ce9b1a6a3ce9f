import type { Moderation } from "@/lib/sites/site-settings-schemas";

import { countLinks } from "./count-links";
import { findBlockedTerm } from "./find-blocked-term";
import type { Screening } from "./screen-for-spam";
import { spamBlockThreshold, spamHoldThreshold } from "./spam-thresholds";

/** Who wrote a comment, as far as moderation cares. */
export type AuthorKind = "api" | "guest" | "reader";

/** A new comment's starting status, the rule that gave it (null when none held it), and the blocked term matched. */
export type InitialStatus = {
  status: "approved" | "pending" | "spam";
  reason: string | null;
  term?: string;
  score?: number;
};

const published: InitialStatus = { status: "approved", reason: null };

function spamFilterStatus(screening: Screening | undefined, settings: Moderation): InitialStatus | null {
  const verdict = screening?.verdict;
  if (!verdict || verdict.trusted) return null;
  const { score } = verdict;
  const likely = verdict.caught !== null || score >= spamHoldThreshold;
  if (!likely) return null;
  const reason = verdict.caught ?? "likely_spam";
  if (settings.spam_filter === "hold") return { status: "pending", reason, score };
  if (settings.spam_filter === "block")
    return { status: verdict.caught || score >= spamBlockThreshold ? "spam" : "pending", reason, score };
  return null;
}

/** The status a new comment starts in under the site's moderation settings and spam filter, and why. */
export function decideInitialStatus(
  content: string,
  authorKind: AuthorKind,
  settings: Moderation,
  screening?: Screening,
): InitialStatus {
  const blocked = findBlockedTerm(content, settings.blocked_terms);
  if (blocked !== null) return { status: settings.blocked_terms_action, reason: "blocked_term", term: blocked };
  const filtered = spamFilterStatus(screening, settings);
  if (filtered) return filtered;
  const links = countLinks(content);
  if (links > settings.max_links) return { status: "pending", reason: "too_many_links" };
  if (settings.mode === "all") return { status: "pending", reason: "mode_all" };
  if (settings.mode === "guests" && authorKind === "guest") return { status: "pending", reason: "mode_guests" };
  if (settings.mode === "links" && links > 0) return { status: "pending", reason: "mode_links" };
  if (settings.hold_first_comments && screening?.firstComment) return { status: "pending", reason: "first_comment" };
  return published;
}
