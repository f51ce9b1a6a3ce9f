import { AppError } from "@/lib/core/app-error";
import { maxReplyDepth } from "@/lib/core/comment-limits";
import type { CommentRow } from "@/lib/db/model-types";
import type { Tx } from "@/lib/db/transaction";

/**
 * The comment a new reply answers: a published comment of the same thread that may take one more
 * level of replies (the reply's depth is at most `maxReplyDepth`). Every author's reply comes here.
 */
export async function findReplyParent(tx: Tx, parentId: string, threadId: string): Promise<CommentRow> {
  const parent = await tx.comment.findFirst({ where: { id: parentId, threadId } });
  if (!parent || parent.status !== "approved") {
    throw new AppError("parent_not_found", "parent_id must name a published comment of the same thread.", {
      errors: [{ field: "parent_id", message: "no such comment in this thread" }],
    });
  }
  if (parent.depth >= maxReplyDepth) {
    throw new AppError(
      "reply_too_deep",
      `Replies nest at most ${maxReplyDepth} levels below a top-level comment; reply to a comment higher up.`,
      {
        errors: [
          {
            field: "parent_id",
            message: `is ${parent.depth} levels deep; a reply may be at most ${maxReplyDepth} levels deep`,
          },
        ],
        members: { max_depth: maxReplyDepth },
      },
    );
  }
  return parent;
}
