import { readRows } from "./read-rows";

/** The settings of a site that decide how a new comment lands there. */
export type CommentTargetSite = {
  id: string;
  accountId: string;
  moderationJson: string;
  themeJson: string;
  embedJson: string;
};

/** Where a new comment goes: its site and, when the page has one yet, its thread. */
export type CommentTarget = { site: CommentTargetSite; thread: { id: string; locked: boolean } | null };

const target = {
  name: "threadline_comment_target",
  sqlite: `SELECT s."id", s."accountId", s."moderationJson", s."themeJson", s."embedJson", t."id" AS "threadId", t."locked"
    FROM "Site" s LEFT JOIN "Thread" t ON t."siteId" = s."id" AND t."livemode" = ? AND t."url" = ? WHERE s."id" = ?`,
  postgresql: `SELECT s."id", s."accountId", s."moderationJson", s."themeJson", s."embedJson", t."id" AS "threadId", t."locked"
    FROM "Site" s LEFT JOIN "Thread" t ON t."siteId" = s."id" AND t."livemode" = $1 AND t."url" = $2 WHERE s."id" = $3`,
};

type Row = CommentTargetSite & { threadId: string | null; locked: boolean | number | null };

/**
 * A site and its thread for a page in one mode, or null when there is no such site: one prepared
 * read before a comment's transaction, so that the write lock is held only for the writes.
 */
export async function findCommentTarget(siteId: string, livemode: boolean, url: string): Promise<CommentTarget | null> {
  const [row] = await readRows<Row>(target, [livemode, url, siteId]);
  if (!row) return null;
  const { threadId, locked, ...site } = row;
  return { site, thread: threadId === null ? null : { id: threadId, locked: Boolean(locked) } };
}
