import type { CommentRow } from "./model-types";
import { runInTransaction } from "./run-in-transaction";
import { defineStatement } from "./sql-builder";
import type { Tx } from "./transaction";

// The columns a new comment is written with; counters, edits and deletion start empty.
const columns = [
  "id",
  "threadId",
  "siteId",
  "livemode",
  "rootId",
  "parentId",
  "depth",
  "authorName",
  "authorKind",
  "authorRef",
  "authorIpHash",
  "content",
  "contentHtml",
  "status",
  "listed",
  "createdAt",
  "sourceId",
  "authorEmail",
  "spamScore",
  "spamReasons",
  "textHash",
] as const;

// What a new comment starts with: no votes, reactions, flags, replies, edits or deletion.
const empty = {
  flagCount: 0,
  replyCount: 0,
  upvotes: 0,
  reactionFunny: 0,
  reactionInteresting: 0,
  reactionInsightful: 0,
  editedAt: null,
  deletedAt: null,
};

/** What a new comment is written with. */
export type NewCommentRow = Pick<CommentRow, (typeof columns)[number]>;

const written = [...columns, ...(Object.keys(empty) as (keyof typeof empty)[]), "updatedAt"] as const;

const insert = defineStatement((q, p: CommentRow) =>
  q.insertInto("Comment").values(Object.fromEntries(written.map((column) => [column, p[column]])) as CommentRow),
);

/**
 * Writes a new comment in the caller's transaction and returns it as stored (every other column
 * takes its default: no votes, reactions, flags or replies yet). The hottest write: a fixed statement.
 */
export async function insertCommentRow(tx: Tx, comment: NewCommentRow): Promise<CommentRow> {
  // Named one by one: a caller's object may carry more than the columns.
  const values = Object.fromEntries(columns.map((column) => [column, comment[column]])) as NewCommentRow;
  const row: CommentRow = { ...values, ...empty, updatedAt: comment.createdAt };
  await runInTransaction(tx, insert, row);
  return row;
}
