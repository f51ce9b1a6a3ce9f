import { notFound } from "next/navigation";
import { cache } from "react";

import { AppError } from "@/lib/core/app-error";
import { memberRoles } from "@/lib/core/member-roles";
import { requireRole } from "@/lib/http/current-member";
import { getCommentHistory } from "@/lib/moderation/get-comment-history";

/**
 * A comment of the member's sites with its decisions, or the not-found page. Once per request:
 * the layout asks before the loading skeleton streams (so a missing comment answers 404), the page reuses it.
 */
export const loadCommentHistory = cache(async (commentId: string) => {
  const member = await requireRole(memberRoles);
  try {
    return await getCommentHistory(member, commentId);
  } catch (error) {
    if (error instanceof AppError && error.code === "comment_not_found") notFound();
    throw error;
  }
});
