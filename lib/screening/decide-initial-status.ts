import type { Moderation } from "@/lib/sites/site-settings-schemas";

import { countLinks } from "./count-links";
import { findBlockedTerm } from "./find-blocked-term";

/** Who wrote a comment, as far as moderation cares. */
export type AuthorKind = "api" | "guest" | "reader";

/** A new comment's starting status, the rule that gave it (null when none held it), and the blocked term matched. */
export type InitialStatus = { status: "approved" | "pending" | "spam"; reason: string | null; term?: string };

/** The status a new comment starts in under the site's moderation settings, and why. */
export function decideInitialStatus(content: string, authorKind: AuthorKind, settings: Moderation): InitialStatus {
  const blocked = findBlockedTerm(content, settings.blocked_terms);
  if (blocked !== null) return { status: settings.blocked_terms_action, reason: "blocked_term", term: blocked };
  const links = countLinks(content);
  if (links > settings.max_links) return { status: "pending", reason: "too_many_links" };
  if (settings.mode === "all") return { status: "pending", reason: "mode_all" };
  if (settings.mode === "guests" && authorKind === "guest") return { status: "pending", reason: "mode_guests" };
  if (settings.mode === "links" && links > 0) return { status: "pending", reason: "mode_links" };
  return { status: "approved", reason: null };
}
