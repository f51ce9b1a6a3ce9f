import { db } from "@/lib/db/client";
import type { CommentWhere } from "@/lib/db/model-types";

import { beyondSpamScore } from "./beyond-spam-score";
import { tabWhere } from "./build-queue-where";
import { decodeQueueCursor, encodeQueueCursor, type QueuePosition } from "./queue-cursor";
import type { QueueFilters } from "./queue-filters";

/** How many comments a page of the queue shows. */
export const queuePageSize = 20;

/** Comments strictly beyond a position in one direction of the (createdAt, id) order. */
export function beyond(position: QueuePosition, direction: "asc" | "desc"): CommentWhere {
  const op = direction === "asc" ? "gt" : "lt";
  return {
    OR: [{ createdAt: { [op]: position.createdAt } }, { createdAt: position.createdAt, id: { [op]: position.id } }],
  };
}

// The order of a view in one direction: by date, or by spam score (unscored comments last going down).
function orderOf(bySpam: boolean, direction: "asc" | "desc") {
  const byDate = [{ createdAt: direction }, { id: direction }] as const;
  if (!bySpam) return [...byDate];
  return [{ spamScore: { sort: direction, nulls: direction === "desc" ? "last" : "first" } } as const, ...byDate];
}

/**
 * One page of a view by keyset on (createdAt, id), or on (spamScore, createdAt, id) under the spam
 * order, never by offset, so a page deep in a queue of a million comments costs what the first does:
 * `after` continues past a cursor in the view's order, `before` goes back. A cursor of the other
 * kind of order (a date cursor under the spam order or the reverse) starts from the first page.
 * Answers the rows (with their threads) and the cursors of the pages around.
 */
export async function listQueuePage(input: { where: CommentWhere; filters: QueueFilters; pageSize?: number }) {
  const size = input.pageSize ?? queuePageSize;
  const bySpam = input.filters.sort === "spam";
  const forward = input.filters.sort === "oldest" ? "asc" : "desc";
  const fits = (position: QueuePosition | null) =>
    position && (position.score !== undefined) === bySpam ? position : null;
  const after = fits(decodeQueueCursor(input.filters.after));
  const before = after ? null : fits(decodeQueueCursor(input.filters.before));
  const direction = before ? (forward === "asc" ? "desc" : "asc") : forward;
  const position = after ?? before;
  const past = position ? [bySpam ? beyondSpamScore(position, direction) : beyond(position, direction)] : [];
  const rows = await db().comment.findMany({
    where: { AND: [input.where, tabWhere(input.filters.tab), ...past] },
    include: { thread: true },
    orderBy: orderOf(bySpam, direction),
    take: size + 1,
  });
  const more = rows.length > size;
  const page = rows.slice(0, size);
  if (before) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  const hasNext = before ? true : more;
  const hasPrevious = before ? more : Boolean(after);
  const cursorOf = (row: (typeof page)[number]) =>
    encodeQueueCursor({ createdAt: row.createdAt, id: row.id, score: row.spamScore }, bySpam);
  return {
    rows: page,
    nextCursor: hasNext && last ? cursorOf(last) : null,
    previousCursor: hasPrevious && first ? cursorOf(first) : null,
  };
}
