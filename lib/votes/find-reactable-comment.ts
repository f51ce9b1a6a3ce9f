import type { CommentScope } from "@/lib/core/account-scope";

import { checkReaction } from "./check-reaction";
import { findVotableComment } from "./find-votable-comment";

/** A votable comment (findVotableComment) and the reaction `name` as its site offers it (refused otherwise). */
export async function findReactableComment(scope: CommentScope, commentId: string, name: string) {
  const { comment, embed } = await findVotableComment(scope, commentId);
  return { comment, name: checkReaction(name, embed.reactions) };
}
