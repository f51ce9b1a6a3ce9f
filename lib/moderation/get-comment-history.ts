import type { MemberScope } from "@/lib/core/account-scope";

import { describeActors } from "./describe-actors";
import { findMemberComment } from "./find-member-comment";
import { listModerationActions } from "./list-moderation-actions";

const shown = 100;

/**
 * One of the member's comments with its decisions, oldest first (the first 100), each actor named
 * for people; another account's or another site's comment is missing.
 */
export async function getCommentHistory(member: MemberScope, commentId: string) {
  const comment = await findMemberComment(member, commentId);
  const history = await listModerationActions(
    { accountId: member.accountId, livemode: true },
    { commentId: comment.id, page: 1, per_page: shown },
  );
  const labels = await describeActors(
    member.accountId,
    history.actions.map((a) => a.actor),
  );
  return {
    comment: {
      id: comment.id,
      status: comment.status,
      content: comment.status === "deleted" ? "" : comment.content,
      contentHtml: comment.status === "deleted" ? "" : comment.contentHtml,
      authorName: comment.authorName,
      authorKind: comment.authorKind,
      threadUrl: comment.thread.url,
      siteName: comment.thread.site.name,
      flagCount: comment.flagCount,
      createdAt: comment.createdAt,
    },
    actions: history.actions.map((a) => ({ ...a, actorLabel: labels.get(a.actor) ?? a.actor })),
    flagReasons: history.flag_reasons,
    total: history.total,
  };
}
