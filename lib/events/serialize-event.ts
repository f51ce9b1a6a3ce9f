import type { EventRow } from "@/lib/db/model-types";

import type { EventView } from "./event-schemas";

/** A stored outbox event in the envelope the API and webhooks deliver: the stored object under `data.object`. */
export function serializeEvent(row: EventRow): EventView {
  return {
    id: row.id,
    type: row.type as EventView["type"],
    created_at: row.createdAt.toISOString(),
    livemode: row.livemode,
    data: { object: JSON.parse(row.payload) as Record<string, unknown> },
  };
}
