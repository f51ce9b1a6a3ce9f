import type { CommentView } from "@/lib/comments/comment-schemas";
import { recordCommentEvent } from "@/lib/comments/record-comment-event";
import { serializeComment } from "@/lib/comments/serialize-comment";
import type { CommentScope } from "@/lib/core/account-scope";
import { newId } from "@/lib/core/new-id";
import { retryOnUniqueViolation } from "@/lib/db/retry-on-unique-violation";
import { transaction } from "@/lib/db/transaction";

import { findUpvotableComment } from "./find-upvotable-comment";
import type { VoteInput } from "./find-votable-comment";

/**
 * Counts a voter's upvote once however often or concurrently it arrives: the vote row is unique per
 * comment and voter, and `upvotes` moves in the same transaction, so it always equals the rows.
 */
export async function upvoteComment(scope: CommentScope, input: VoteInput): Promise<CommentView> {
  const comment = await findUpvotableComment(scope, input.commentId);
  const voteOnce = () =>
    transaction(async (tx) => {
      const key = { commentId_voterKey: { commentId: comment.id, voterKey: input.voterKey } };
      if (await tx.vote.findUnique({ where: key })) {
        return serializeComment(await tx.comment.findUniqueOrThrow({ where: { id: comment.id } }), comment.thread);
      }
      await tx.vote.create({ data: { id: newId("vote"), commentId: comment.id, voterKey: input.voterKey } });
      const row = await tx.comment.update({ where: { id: comment.id }, data: { upvotes: { increment: 1 } } });
      return recordCommentEvent(tx, "comment.upvoted", row, comment.thread);
    });
  // Racing first votes of one voter: the unique index lets one insert win; the others retry and find it.
  return retryOnUniqueViolation(voteOnce, 5);
}
