import { findAccountComment } from "@/lib/comments/find-account-comment";
import type { AccountScope } from "@/lib/core/account-scope";
import { db } from "@/lib/db/client";

import type { ModerationActionView } from "./moderation-schemas";

/**
 * A comment's moderation history, oldest first: every change of status with who made it, when,
 * from and to what, and why; plus how many reader flags it has, by reason.
 */
export async function listModerationActions(
  scope: AccountScope,
  input: {
    commentId: string;
    page: number;
    per_page: number;
  },
) {
  const comment = await findAccountComment(scope, input.commentId);
  const where = { commentId: comment.id };
  const [rows, total, flags] = await Promise.all([
    db().moderationAction.findMany({
      where,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      skip: (input.page - 1) * input.per_page,
      take: input.per_page,
    }),
    db().moderationAction.count({ where }),
    db().flag.groupBy({ by: ["reason"], where, _count: { _all: true } }),
  ]);
  const actions: ModerationActionView[] = rows.map((row) => ({
    id: row.id,
    action: row.action as ModerationActionView["action"],
    from_status: row.fromStatus as ModerationActionView["from_status"],
    to_status: row.toStatus as ModerationActionView["to_status"],
    actor: row.actor,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  }));
  const flagReasons = Object.fromEntries(flags.map((group) => [group.reason, group._count._all]));
  return {
    comment_id: comment.id,
    status: comment.status,
    flag_reasons: flagReasons,
    actions,
    total,
    page: input.page,
    per_page: input.per_page,
    has_more: input.page * input.per_page < total,
  };
}
