import type { CommentScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { readSiteSettings } from "@/lib/sites/site-settings";

/**
 * Lets a reader edit or delete only their own comment, and only within the site's edit window;
 * guests never. API keys pass (moderators and integrations act for the site).
 */
export function checkReaderMayChange(
  scope: CommentScope,
  comment: {
    authorRef: string | null;
    createdAt: Date;
    thread: { site: { themeJson: string; embedJson: string; moderationJson: string } };
  },
  now: Date,
): void {
  if ("accountId" in scope) return;
  if (scope.readerId === null) throw new AppError("sign_in_required", "Sign in to edit or delete your comments.");
  if (comment.authorRef !== scope.readerId)
    throw new AppError("forbidden", "Readers may change only their own comments.");
  const minutes = readSiteSettings(comment.thread.site).embed.edit_window_minutes;
  if (now.getTime() - comment.createdAt.getTime() > minutes * 60_000) {
    throw new AppError("edit_window_closed", `Comments can be changed for ${minutes} minutes after posting.`);
  }
}
