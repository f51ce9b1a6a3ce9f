import { defaultAuthorName, maxAuthorNameLength } from "@/lib/comments/comment-limits";

/** The longest imported comment, in characters: older systems allowed more than new comments may have. */
export const maxImportedContentLength = 100_000;

/** A source's author name as stored: trimmed, at most the longest display name, never empty. */
export function importedAuthorName(...candidates: Array<string | null | undefined>): string {
  const name =
    candidates.map((candidate) => candidate?.replace(/\s+/g, " ").trim() ?? "").find(Boolean) ?? defaultAuthorName;
  return [...name].slice(0, maxAuthorNameLength).join("");
}

/** A source's author e-mail as stored: trimmed and lower-case, or null when there is none that looks like one. */
export function importedAuthorEmail(email: string | null | undefined): string | null {
  const value = email?.trim().toLowerCase() ?? "";
  return /^[^\s@]+@[^\s@]+$/.test(value) && value.length <= 320 ? value : null;
}
