import { defaultAuthorName, maxAuthorNameLength } from "@/lib/core/comment-limits";
import { fitDisplayName } from "@/lib/core/fit-display-name";
import { maxThreadTitleLength } from "@/lib/threads/thread-schemas";

/** The longest imported comment, in characters: older systems allowed more than new comments may have. */
export const maxImportedContentLength = 100_000;

/**
 * A source's author name as stored: the first candidate with something visible after the names'
 * rule (docs/api.md#names), cut to the longest display name; "Anonymous" (what a comment without a
 * name shows) when none has. An imported name is never refused: the file cannot be corrected by us.
 */
export function importedAuthorName(...candidates: Array<string | null | undefined>): string {
  for (const candidate of candidates) {
    const name = candidate ? fitDisplayName(candidate, maxAuthorNameLength) : null;
    if (name) return name;
  }
  return defaultAuthorName;
}

/** A source's thread title as stored: the names' rule, cut to the longest title; null (no title) when nothing visible is left. */
export function importedThreadTitle(title: string | null | undefined): string | null {
  return title ? fitDisplayName(title, maxThreadTitleLength) : null;
}

// An address shown to the site owner must not hide characters either: no controls, format
// characters (bidi overrides, zero-width) or other invisible code points.
const emailAddress = /^[^\s@\p{C}\p{Default_Ignorable_Code_Point}]+@[^\s@\p{C}\p{Default_Ignorable_Code_Point}]+$/u;

/** A source's author e-mail as stored: trimmed and lower-case, or null when there is none that looks like one. */
export function importedAuthorEmail(email: string | null | undefined): string | null {
  const value = email?.trim().toLowerCase() ?? "";
  return value.length <= 320 && emailAddress.test(value) ? value : null;
}
