import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { isIdOf } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";

import type { EventView } from "./event-schemas";
import { serializeEvent } from "./serialize-event";

/** One event of the scope's account and mode; any other is answered 404. */
export async function getEvent(scope: AccountScope, eventId: string): Promise<EventView> {
  const row = isIdOf("evt", eventId) ? await db().event.findUnique({ where: { id: eventId } }) : null;
  if (!row || row.accountId !== scope.accountId || row.livemode !== scope.livemode) {
    throw new AppError("event_not_found", `No event ${eventId} exists.`);
  }
  return serializeEvent(row);
}
