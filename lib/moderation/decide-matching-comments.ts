import { db } from "@/lib/db/client";

import { buildQueueWhere, tabWhere } from "./build-queue-where";
import type { QueueDecision } from "./decide-queue-comment";
import { decideQueueComments } from "./decide-queue-comments";
import { beyond } from "./list-queue-page";
import { decodeQueueCursor, encodeQueueCursor } from "./queue-cursor";
import type { QueueFilters } from "./queue-filters";
import { resolveQueueReach, type QueueMember } from "./queue-reach";

/** How many comments one call of a bulk decision over a whole view handles. */
export const matchingChunk = 100;

/**
 * One step of "everything matching this view": the next (at most 100) comments of the view, oldest
 * first after `cursor`, written no later than `until` (when the moderator started, so comments that
 * arrive meanwhile are left for a look), each decided on its own (live data, in the member's name). The caller repeats with the answered
 * cursor until it is null; `total` (first step only) is what the progress counts towards.
 */
export async function decideMatchingComments(
  member: QueueMember,
  input: {
    filters: QueueFilters;
    decision: QueueDecision;
    reason?: string | null;
    cursor?: string | null;
    until: Date;
  },
) {
  const { siteIds } = await resolveQueueReach(member, input.filters.site);
  const where = {
    AND: [
      await buildQueueWhere({ siteIds, filters: input.filters }),
      tabWhere(input.filters.tab),
      { createdAt: { lte: input.until } },
    ],
  };
  const position = decodeQueueCursor(input.cursor ?? undefined);
  const [rows, total] = await Promise.all([
    db().comment.findMany({
      where: position ? { AND: [where, beyond(position, "asc")] } : where,
      select: { id: true, createdAt: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: matchingChunk,
    }),
    position ? null : db().comment.count({ where }),
  ]);
  const results = await decideQueueComments(
    { accountId: member.accountId, livemode: true },
    {
      siteIds: member.siteIds,
      commentIds: rows.map((row) => row.id),
      decision: input.decision,
      reason: input.reason,
      actor: `member:${member.memberId}`,
    },
  );
  const last = rows.at(-1);
  return { total, results, cursor: rows.length === matchingChunk && last ? encodeQueueCursor(last) : null };
}
