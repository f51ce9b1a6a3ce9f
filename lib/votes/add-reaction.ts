import type { CommentView } from "@/lib/comments/comment-schemas";
import { recordCommentEvent } from "@/lib/comments/record-comment-event";
import { serializeComment } from "@/lib/comments/serialize-comment";
import type { CommentScope } from "@/lib/core/account-scope";
import { newId } from "@/lib/core/new-id";
import { retryOnUniqueViolation } from "@/lib/db/retry-on-unique-violation";
import { transaction } from "@/lib/db/transaction";

import { findReactableComment } from "./find-reactable-comment";
import type { VoteInput } from "./find-votable-comment";
import { reactionCounterChange } from "./reaction-counter-change";
import { reactionEventObject } from "./reaction-event-object";

/** Adds a voter's reaction of one kind (once; again changes nothing), its counter and `reaction.added`, together. */
export async function addReaction(scope: CommentScope, input: VoteInput & { name: string }): Promise<CommentView> {
  const { comment, name } = await findReactableComment(scope, input.commentId, input.name);
  const reactOnce = () =>
    transaction(async (tx) => {
      const key = { commentId_voterKey_name: { commentId: comment.id, voterKey: input.voterKey, name } };
      if (await tx.reaction.findUnique({ where: key })) {
        return serializeComment(await tx.comment.findUniqueOrThrow({ where: { id: comment.id } }), comment.thread);
      }
      await tx.reaction.create({ data: { id: newId("rct"), commentId: comment.id, voterKey: input.voterKey, name } });
      const row = await tx.comment.update({ where: { id: comment.id }, data: reactionCounterChange(name, 1) });
      return recordCommentEvent(tx, "reaction.added", row, comment.thread, reactionEventObject(name, input.voterKey));
    });
  return retryOnUniqueViolation(reactOnce, 5);
}
