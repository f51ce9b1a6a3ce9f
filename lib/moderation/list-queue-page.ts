import { db } from "@/lib/db/client";
import type { CommentWhere } from "@/lib/db/model-types";

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

/**
 * One page of a view by keyset on (createdAt, id), never by offset, so a page deep in a queue of a
 * million comments costs what the first does: `after` continues past a cursor in the view's order,
 * `before` goes back. Answers the rows (with their threads) and the cursors of the pages around.
 */
export async function listQueuePage(input: { where: CommentWhere; filters: QueueFilters; pageSize?: number }) {
  const size = input.pageSize ?? queuePageSize;
  const forward = input.filters.sort === "oldest" ? "asc" : "desc";
  const after = decodeQueueCursor(input.filters.after);
  const before = after ? null : decodeQueueCursor(input.filters.before);
  const direction = before ? (forward === "asc" ? "desc" : "asc") : forward;
  const position = after ?? before;
  const where: CommentWhere = {
    AND: [input.where, tabWhere(input.filters.tab), ...(position ? [beyond(position, direction)] : [])],
  };
  const rows = await db().comment.findMany({
    where,
    include: { thread: true },
    orderBy: [{ createdAt: direction }, { id: direction }],
    take: size + 1,
  });
  const more = rows.length > size;
  const page = rows.slice(0, size);
  if (before) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  const hasNext = before ? true : more;
  const hasPrevious = before ? more : Boolean(after);
  return {
    rows: page,
    nextCursor: hasNext && last ? encodeQueueCursor(last) : null,
    previousCursor: hasPrevious && first ? encodeQueueCursor(first) : null,
  };
}
