import type { CommentView } from "@/lib/comments/comment-schemas";
import { recordCommentEvent } from "@/lib/comments/record-comment-event";
import { serializeComment } from "@/lib/comments/serialize-comment";
import type { CommentScope } from "@/lib/core/account-scope";
import { transaction } from "@/lib/db/transaction";

import { findReactableComment } from "./find-reactable-comment";
import type { VoteInput } from "./find-votable-comment";
import { reactionCounterChange } from "./reaction-counter-change";
import { reactionEventObject } from "./reaction-event-object";

/** Takes a voter's reaction of one kind back (nothing happens if there was none) and writes `reaction.removed`. */
export async function removeReaction(scope: CommentScope, input: VoteInput & { name: string }): Promise<CommentView> {
  const { comment, name } = await findReactableComment(scope, input.commentId, input.name);
  return transaction(async (tx) => {
    const { count } = await tx.reaction.deleteMany({
      where: { commentId: comment.id, voterKey: input.voterKey, name },
    });
    if (count === 0)
      return serializeComment(await tx.comment.findUniqueOrThrow({ where: { id: comment.id } }), comment.thread);
    const row = await tx.comment.update({ where: { id: comment.id }, data: reactionCounterChange(name, -1) });
    return recordCommentEvent(tx, "reaction.removed", row, comment.thread, reactionEventObject(name, input.voterKey));
  });
}
