import type { Moderation } from "@/lib/sites/site-settings-schemas";
import { countLinks } from "./count-links";
import { findBlockedTerm } from "./find-blocked-term";

/** Who wrote a comment, as far as moderation cares. */
export type AuthorKind = "api" | "guest" | "reader";

/** The status a new comment starts in under the site's moderation settings, and why. */
export function decideInitialStatus(
  content: string,
  authorKind: AuthorKind,
  settings: Moderation,
): { status: "approved" | "pending" | "spam"; reason: string | null } {
  const blocked = findBlockedTerm(content, settings.blocked_terms);
  if (blocked !== null) return { status: settings.blocked_terms_action, reason: "blocked_term" };
  const links = countLinks(content);
  if (links > settings.max_links) return { status: "pending", reason: "too_many_links" };
  if (settings.mode === "all") return { status: "pending", reason: "mode_all" };
  if (settings.mode === "guests" && authorKind === "guest") return { status: "pending", reason: "mode_guests" };
  if (settings.mode === "links" && links > 0) return { status: "pending", reason: "mode_links" };
  return { status: "approved", reason: null };
}
