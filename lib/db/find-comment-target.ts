import { readRows } from "./read-rows";
import { defineStatement } from "./sql-builder";

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

const target = defineStatement((q, p: { siteId: string; livemode: boolean; url: string }) =>
  q
    .selectFrom("Site as s")
    .leftJoin("Thread as t", (join) =>
      join.onRef("t.siteId", "=", "s.id").on("t.livemode", "=", p.livemode).on("t.url", "=", p.url),
    )
    .select(["s.id", "s.accountId", "s.moderationJson", "s.themeJson", "s.embedJson", "t.id as threadId", "t.locked"])
    .where("s.id", "=", p.siteId),
);

/**
 * A site and its thread for a page in one mode, or null when there is no such site: one prepared
 * read before a comment's transaction, so that the write lock is held only for the writes.
 */
export async function findCommentTarget(siteId: string, livemode: boolean, url: string): Promise<CommentTarget | null> {
  const [row] = await readRows(target, { siteId, livemode, url });
  if (!row) return null;
  const { threadId, locked, ...site } = row;
  return { site, thread: threadId === null ? null : { id: threadId, locked: Boolean(locked) } };
}
