import type { CommentView } from "@/lib/comments/comment-schemas";
import { serializeComment } from "@/lib/comments/serialize-comment";
import type { AccountScope } from "@/lib/core/account-scope";
import { db } from "@/lib/db/client";
import { spamHoldThreshold } from "@/lib/screening/spam-thresholds";
import { findAccountSite } from "@/lib/sites/find-account-site";

import type { ModerationQueueQuery } from "./moderation-schemas";

const verdictWhere = {
  spam: { spamScore: { gte: spamHoldThreshold } },
  ham: { spamScore: { lt: spamHoldThreshold } },
};

/**
 * One page of a site's comments in one status (pending by default), oldest first or by spam score,
 * optionally of one spam verdict, each with its thread URL, author and spam verdict.
 */
export async function listModerationQueue(scope: AccountScope, input: ModerationQueueQuery) {
  const site = await findAccountSite(scope.accountId, input.site_id);
  const where = {
    siteId: site.id,
    livemode: scope.livemode,
    status: input.status,
    ...(input.spam_verdict ? verdictWhere[input.spam_verdict] : {}),
  };
  const byAge = [{ createdAt: "asc" as const }, { id: "asc" as const }];
  const [rows, total] = await Promise.all([
    db().comment.findMany({
      where,
      include: { thread: true },
      orderBy: input.sort === "spam_score" ? [{ spamScore: { sort: "desc", nulls: "last" } }, ...byAge] : byAge,
      skip: (input.page - 1) * input.per_page,
      take: input.per_page,
    }),
    db().comment.count({ where }),
  ]);
  const comments: CommentView[] = rows.map((row) => serializeComment(row, row.thread, { withSpam: true }));
  return { comments, total, page: input.page, per_page: input.per_page, has_more: input.page * input.per_page < total };
}
