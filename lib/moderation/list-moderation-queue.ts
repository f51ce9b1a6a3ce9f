import type { CommentView } from "@/lib/comments/comment-schemas";
import { serializeComment } from "@/lib/comments/serialize-comment";
import type { AccountScope } from "@/lib/core/account-scope";
import { db } from "@/lib/db/client";
import { findAccountSite } from "@/lib/sites/find-account-site";

import type { ModerationQueueQuery } from "./moderation-schemas";

/** One page of a site's comments in one status (pending by default), oldest first, each with its thread URL and author. */
export async function listModerationQueue(scope: AccountScope, input: ModerationQueueQuery) {
  const site = await findAccountSite(scope.accountId, input.site_id);
  const where = { siteId: site.id, livemode: scope.livemode, status: input.status };
  const [rows, total] = await Promise.all([
    db().comment.findMany({
      where,
      include: { thread: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      skip: (input.page - 1) * input.per_page,
      take: input.per_page,
    }),
    db().comment.count({ where }),
  ]);
  const comments: CommentView[] = rows.map((row) => serializeComment(row, row.thread, { withSpam: true }));
  return { comments, total, page: input.page, per_page: input.per_page, has_more: input.page * input.per_page < total };
}
