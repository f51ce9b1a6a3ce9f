import { db } from "@/lib/db/client";

import { buildQueueWhere, tabWhere } from "./build-queue-where";
import { countQueueTabs } from "./count-queue-tabs";
import { beyond } from "./list-queue-page";
import { decodeQueueCursor } from "./queue-cursor";
import type { QueueFilters } from "./queue-filters";
import { resolveQueueReach, type QueueMember } from "./queue-reach";

/**
 * What an open queue asks every few seconds: the tabs' counts, how many comments of the view are
 * newer than the newest it knew of (`since`), and the current status of the comments it shows
 * (so a decision by another moderator can be marked without reloading). Only the member's sites.
 */
export async function pollQueue(
  member: QueueMember,
  filters: QueueFilters,
  since: string | undefined,
  shownIds: string[],
) {
  const { siteIds, reachIds } = await resolveQueueReach(member, filters.site);
  const where = await buildQueueWhere({ siteIds, filters });
  const position = decodeQueueCursor(since);
  const inView = { AND: [where, tabWhere(filters.tab)] };
  const [counts, newer, shown] = await Promise.all([
    countQueueTabs(where),
    db().comment.count({ where: position ? { AND: [inView, beyond(position, "asc")] } : inView }),
    shownIds.length
      ? db().comment.findMany({
          where: { id: { in: shownIds.slice(0, 200) }, siteId: { in: reachIds }, livemode: true },
          select: { id: true, status: true },
        })
      : [],
  ]);
  return { counts, new_count: newer, statuses: Object.fromEntries(shown.map((row) => [row.id, row.status])) };
}
