import { findAccountComment } from "@/lib/comments/find-account-comment";
import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { readSiteSettings } from "@/lib/sites/site-settings";

/** A comment of the scope's account that readers can still vote and react on, with its site's embed settings. */
export async function findVotableComment(scope: AccountScope, commentId: string) {
  const comment = await findAccountComment(scope, commentId);
  if (comment.status === "deleted") {
    throw new AppError("comment_deleted", `Comment ${comment.id} has been deleted; its votes and reactions no longer change.`);
  }
  return { comment, embed: readSiteSettings(comment.thread.site).embed };
}
