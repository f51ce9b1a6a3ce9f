import type { CommentView } from "@/lib/comments/comment-schemas";
import { recordCommentEvent } from "@/lib/comments/record-comment-event";
import { serializeComment } from "@/lib/comments/serialize-comment";
import type { CommentScope } from "@/lib/core/account-scope";
import { transaction } from "@/lib/db/transaction";

import { findUpvotableComment } from "./find-upvotable-comment";
import type { VoteInput } from "./find-votable-comment";

/** Takes a voter's upvote back (nothing happens if there was none) and writes `comment.upvote_removed`. */
export async function withdrawUpvote(scope: CommentScope, input: VoteInput): Promise<CommentView> {
  const comment = await findUpvotableComment(scope, input.commentId);
  return transaction(async (tx) => {
    // A delete that finds the row is the one that counts: concurrent withdrawals cannot both decrement.
    const { count } = await tx.vote.deleteMany({ where: { commentId: comment.id, voterKey: input.voterKey } });
    if (count === 0)
      return serializeComment(await tx.comment.findUniqueOrThrow({ where: { id: comment.id } }), comment.thread);
    const row = await tx.comment.update({ where: { id: comment.id }, data: { upvotes: { decrement: 1 } } });
    return recordCommentEvent(tx, "comment.upvote_removed", row, comment.thread);
  });
}
