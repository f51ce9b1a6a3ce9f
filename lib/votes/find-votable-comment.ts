import { findAccountComment } from "@/lib/comments/find-account-comment";
import type { CommentScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { readSiteSettings } from "@/lib/sites/site-settings";

/** A comment of the scope's account that readers can still vote and react on, with its site's embed settings. */
export async function findVotableComment(scope: CommentScope, commentId: string) {
  const comment = await findAccountComment(scope, commentId);
  if (comment.status === "deleted") {
    throw new AppError(
      "comment_deleted",
      `Comment ${comment.id} has been deleted; its votes and reactions no longer change.`,
    );
  }
  const { embed } = readSiteSettings(comment.thread.site);
  // Guests vote and react by IP only where the site takes guests at all.
  if (!("accountId" in scope) && scope.readerId === null && !embed.sign_in_modes.includes("guest")) {
    throw new AppError("sign_in_mode_disabled", "Sign in to vote and react on this site.");
  }
  return { comment, embed };
}

/** Whose vote on which comment, as the vote functions take it. */
export type VoteInput = { commentId: string; voterKey: string };
