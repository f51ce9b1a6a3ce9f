import { findAccountComment } from "@/lib/comments/find-account-comment";
import type { MemberScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";

/**
 * A live comment of the member's account, with its thread and site; another account's comment, a
 * test-mode one, or one outside a limited moderator's sites is missing (`comment_not_found`).
 */
export async function findMemberComment(member: MemberScope, commentId: string) {
  const found = await findAccountComment({ accountId: member.accountId, livemode: true }, commentId);
  if (member.siteIds.length && !member.siteIds.includes(found.siteId)) {
    throw new AppError("comment_not_found", `No comment ${commentId} exists.`);
  }
  return found;
}
