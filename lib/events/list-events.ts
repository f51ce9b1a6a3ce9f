import type { AccountScope } from "@/lib/core/account-scope";
import { db } from "@/lib/db/client";

import type { ListEventsQuery } from "./event-schemas";
import { serializeEvent } from "./serialize-event";

/**
 * The scope's events oldest first, after a cursor, optionally of some types only. Ids are
 * time-sortable TypeIDs, so id order is creation order (within one millisecond, by id).
 */
export async function listEvents(scope: AccountScope, input: ListEventsQuery) {
  const rows = await db().event.findMany({
    where: {
      accountId: scope.accountId,
      livemode: scope.livemode,
      ...(input.type ? { type: { in: input.type } } : {}),
      ...(input.after ? { id: { gt: input.after } } : {}),
    },
    orderBy: { id: "asc" },
    // One more than asked tells whether more follow without counting the whole log.
    take: input.limit + 1,
  });
  return {
    events: rows.slice(0, input.limit).map(serializeEvent),
    has_more: rows.length > input.limit,
    limit: input.limit,
  };
}
