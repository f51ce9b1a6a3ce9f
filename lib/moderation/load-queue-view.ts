import { isIdOf } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";

import { buildQueueWhere, tabWhere } from "./build-queue-where";
import { countQueueTabs } from "./count-queue-tabs";
import { describeQueueComments } from "./describe-queue-comments";
import { listQueuePage } from "./list-queue-page";
import type { QueueCard } from "./queue-card";
import { encodeQueueCursor } from "./queue-cursor";
import type { QueueFilters } from "./queue-filters";
import { resolveQueueReach, type QueueMember } from "./queue-reach";

// The comment a notification links to, if the member may moderate it (any status but deleted).
async function pinnedComment(commentId: string | undefined, siteIds: string[]): Promise<QueueCard | null> {
  if (!commentId || !isIdOf("cmt", commentId)) return null;
  const row = await db().comment.findFirst({
    where: { id: commentId, siteId: { in: siteIds }, livemode: true, status: { not: "deleted" } },
    include: { thread: true },
  });
  return row ? ((await describeQueueComments([row]))[0] ?? null) : null;
}

/**
 * Everything the queue page shows for a view: the sites in reach, one page of cards, the tabs'
 * counts, the cursors around the page, the newest comment of the view (what polling compares
 * against) and, for `?comment=`, that comment pinned on top when the member may see it.
 */
export async function loadQueueView(member: QueueMember, filters: QueueFilters) {
  const { sites, siteIds, reachIds } = await resolveQueueReach(member, filters.site);
  if (!sites.length)
    return {
      sites,
      cards: [],
      counts: null,
      nextCursor: null,
      previousCursor: null,
      newest: null,
      pinned: null,
      pinnedMissing: false,
    };
  const where = await buildQueueWhere({ siteIds, filters });
  const [page, counts, newestRow, pinned] = await Promise.all([
    listQueuePage({ where, filters }),
    countQueueTabs(where),
    db().comment.findFirst({
      where: { AND: [where, tabWhere(filters.tab)] },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, createdAt: true },
    }),
    pinnedComment(filters.comment, reachIds),
  ]);
  const cards = (await describeQueueComments(page.rows)).filter((card) => card.id !== pinned?.id);
  return {
    sites,
    cards: pinned ? [pinned, ...cards] : cards,
    counts,
    nextCursor: page.nextCursor,
    previousCursor: page.previousCursor,
    newest: newestRow ? encodeQueueCursor(newestRow) : null,
    pinned: pinned?.id ?? null,
    pinnedMissing: Boolean(filters.comment) && !pinned,
  };
}
