import type { CommentView } from "@/lib/comments/comment-schemas";

import { voterIdOf } from "./voter-id-of";

/** The object of `reaction.added` and `reaction.removed`: which reaction, whose, and the comment after the change. */
export function reactionEventObject(name: string, voterKey: string) {
  return (comment: CommentView) => ({ comment_id: comment.id, name, voter_id: voterIdOf(voterKey), comment });
}
