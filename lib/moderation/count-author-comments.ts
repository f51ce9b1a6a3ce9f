import { db } from "@/lib/db/client";

import { authorCommentFilter, type AuthorKey } from "./author-comment-filter";

/** How many of an author's live comments on the site are approved, rejected, spam and pending. */
export async function countAuthorComments(key: AuthorKey) {
  const groups = await db().comment.groupBy({
    by: ["status"],
    where: authorCommentFilter(key),
    _count: { _all: true },
  });
  const count = (status: string) => groups.find((g) => g.status === status)?._count._all ?? 0;
  return { approved: count("approved"), rejected: count("rejected"), spam: count("spam"), pending: count("pending") };
}
