import { isIdOf } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";
import type { CommentWhere } from "@/lib/db/model-types";
import { searchCommentIds } from "@/lib/db/search-comment-ids";
import { textContains } from "@/lib/db/text-contains";
import { spamHoldThreshold } from "@/lib/screening/spam-thresholds";

import type { QueueFilters, QueueTab } from "./queue-filters";

/** How many search hits the queue restricts a view to. */
export const searchLimit = 1000;

/** Which comments a tab holds; every tab leaves deleted comments out. */
export function tabWhere(tab: QueueTab): CommentWhere {
  switch (tab) {
    case "flagged":
      return { flagCount: { gt: 0 }, status: { in: ["pending", "approved"] } };
    case "all":
      return { status: { not: "deleted" } };
    default:
      return { status: tab };
  }
}

async function authorWhere(author: string, siteIds: string[]): Promise<CommentWhere> {
  if (isIdOf("usr", author)) return { authorRef: author };
  if (author.includes("@")) {
    const readers = await db().reader.findMany({
      where: { siteId: { in: siteIds }, email: author.toLowerCase() },
      select: { id: true },
    });
    return { authorRef: { in: readers.map((reader) => reader.id) } };
  }
  return { authorName: textContains(author) };
}

/**
 * The comments a view covers, every tab alike: live comments of the sites in reach (already narrowed
 * to the chosen site), the thread (its id or URL), the author (reader id, e-mail or part of the name),
 * the days from/to (UTC, inclusive), likely spam (a score at or above the hold threshold, the
 * card's "Likely spam"), and the search's hits.
 */
export async function buildQueueWhere(input: { siteIds: string[]; filters: QueueFilters }): Promise<CommentWhere> {
  const { filters, siteIds } = input;
  const parts: CommentWhere[] = [{ siteId: siteIds.length === 1 ? siteIds[0]! : { in: siteIds }, livemode: true }];
  if (filters.thread)
    parts.push(isIdOf("thr", filters.thread) ? { threadId: filters.thread } : { thread: { url: filters.thread } });
  if (filters.author) parts.push(await authorWhere(filters.author, siteIds));
  if (filters.from) parts.push({ createdAt: { gte: new Date(`${filters.from}T00:00:00.000Z`) } });
  if (filters.to) parts.push({ createdAt: { lt: new Date(Date.parse(`${filters.to}T00:00:00.000Z`) + 86_400_000) } });
  if (filters.spam === "likely") parts.push({ spamScore: { gte: spamHoldThreshold } });
  if (filters.q) {
    const ids = await searchCommentIds({ siteIds, livemode: true, query: filters.q, limit: searchLimit });
    parts.push({ id: { in: ids } });
  }
  return { AND: parts };
}
