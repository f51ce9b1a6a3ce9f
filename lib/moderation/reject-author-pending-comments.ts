import type { MemberScope } from "@/lib/core/account-scope";
import { db } from "@/lib/db/client";

import { authorCommentFilter, authorKeyOf } from "./author-comment-filter";
import { bulkModerateComments } from "./bulk-moderate-comments";
import { findMemberComment } from "./find-member-comment";

const batch = 100;

/**
 * Rejects every pending comment of a comment's author on its site, through the bulk action (so each
 * gets its history entry naming `actor`, its counts and its event), in batches of 100.
 */
export async function rejectAuthorPendingComments(
  member: MemberScope,
  input: { commentId: string; reason?: string | null; actor: string },
) {
  const comment = await findMemberComment(member, input.commentId);
  const filter = { ...authorCommentFilter(authorKeyOf(comment)), status: "pending" };
  let succeeded = 0;
  let failed = 0;
  let last = "";
  for (;;) {
    const rows = await db().comment.findMany({
      where: { ...filter, id: { gt: last } },
      select: { id: true },
      orderBy: { id: "asc" },
      take: batch,
    });
    if (!rows.length) break;
    last = rows.at(-1)!.id;
    const result = await bulkModerateComments(
      { accountId: member.accountId, livemode: true },
      { commentIds: rows.map((r) => r.id), action: "reject", reason: input.reason ?? null, actor: input.actor },
    );
    succeeded += result.succeeded;
    failed += result.failed;
  }
  return { succeeded, failed };
}
