import type { CommentRow } from "./model-types";
import { runInTransaction } from "./run-in-transaction";
import type { Tx } from "./transaction";

/** What a new comment is written with; counters, edits and deletion start empty. */
export type NewCommentRow = Pick<
  CommentRow,
  | "id"
  | "threadId"
  | "siteId"
  | "livemode"
  | "rootId"
  | "parentId"
  | "depth"
  | "authorName"
  | "authorKind"
  | "authorRef"
  | "authorIpHash"
  | "content"
  | "contentHtml"
  | "status"
  | "listed"
  | "createdAt"
  | "sourceId"
  | "authorEmail"
>;

const columns = `"id", "threadId", "siteId", "livemode", "rootId", "parentId", "depth", "authorName", "authorKind", "authorRef", "authorIpHash",
  "content", "contentHtml", "status", "listed", "createdAt", "updatedAt", "sourceId", "authorEmail"`;

const insert = {
  sqlite: `INSERT INTO "Comment" (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  postgresql: `INSERT INTO "Comment" (${columns}) VALUES ($1, $2, $3, $4::boolean, $5, $6, $7::integer, $8, $9, $10, $11, $12, $13, $14,
    $15::boolean, $16::timestamp(3), $17::timestamp(3), $18, $19)`,
};

/**
 * Writes a new comment in the caller's transaction and returns it as stored (every other column
 * takes its default: no votes, reactions, flags or replies yet). The hottest write: a fixed statement.
 */
export async function insertCommentRow(tx: Tx, comment: NewCommentRow): Promise<CommentRow> {
  const c = comment;
  await runInTransaction(tx, insert, [
    c.id,
    c.threadId,
    c.siteId,
    c.livemode,
    c.rootId,
    c.parentId,
    c.depth,
    c.authorName,
    c.authorKind,
    c.authorRef,
    c.authorIpHash,
    c.content,
    c.contentHtml,
    c.status,
    c.listed,
    c.createdAt,
    c.createdAt,
    c.sourceId,
    c.authorEmail,
  ]);
  const zero = {
    flagCount: 0,
    replyCount: 0,
    upvotes: 0,
    reactionFunny: 0,
    reactionInteresting: 0,
    reactionInsightful: 0,
  };
  return { ...comment, ...zero, updatedAt: c.createdAt, editedAt: null, deletedAt: null };
}
