import type { CommentRow } from "@/lib/db/model-types";

import type { CommentView } from "./comment-schemas";
import { spamViewOf } from "./spam-view-of";

/** The reaction counters of a stored comment as the API's map, leaving out zeros. */
export function reactionCountsOf(row: CommentRow): CommentView["reaction_counts"] {
  const counts: CommentView["reaction_counts"] = {};
  if (row.reactionFunny > 0) counts.funny = row.reactionFunny;
  if (row.reactionInteresting > 0) counts.interesting = row.reactionInteresting;
  if (row.reactionInsightful > 0) counts.insightful = row.reactionInsightful;
  return counts;
}

/**
 * A stored comment in the API's shape, with no replies attached yet; `withSpam` adds the spam
 * filter's verdict, for the site's own API keys, moderators and webhooks only.
 */
export function serializeComment(
  row: CommentRow,
  thread: { siteId: string; url: string },
  options: { withSpam?: boolean } = {},
): CommentView {
  // A placeholder keeps its place and counts but shows nothing of what was said, or by whom.
  const deleted = row.status === "deleted";
  return {
    id: row.id,
    site_id: thread.siteId,
    thread_id: row.threadId,
    thread_url: thread.url,
    parent_id: row.parentId,
    content: deleted ? "" : row.content,
    content_html: deleted ? "" : row.contentHtml,
    author_name: deleted ? "" : row.authorName,
    author_kind: row.authorKind as CommentView["author_kind"],
    author_id: deleted ? null : row.authorRef,
    status: row.status as CommentView["status"],
    deleted,
    upvotes: row.upvotes,
    reaction_counts: reactionCountsOf(row),
    flag_count: row.flagCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    replies: [],
    ...(options.withSpam ? { spam: spamViewOf(row) } : {}),
  };
}
