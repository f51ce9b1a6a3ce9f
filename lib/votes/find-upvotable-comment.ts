import type { CommentScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";

import { findVotableComment } from "./find-votable-comment";

/** A votable comment (findVotableComment) on a site that has upvotes switched on. */
export async function findUpvotableComment(scope: CommentScope, commentId: string) {
  const { comment, embed } = await findVotableComment(scope, commentId);
  if (!embed.upvotes) throw new AppError("upvotes_disabled", "This site has switched upvotes off.");
  return comment;
}
