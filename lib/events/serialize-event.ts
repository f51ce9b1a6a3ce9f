import type { EventRow } from "@/lib/db/model-types";

/** An event as the API and webhooks deliver it. */
export type EventView = { id: string; type: string; created_at: string; livemode: boolean; data: { object: unknown } };

/** The envelope of a stored outbox event: `{id, type, created_at, livemode, data: {object}}`. */
export function serializeEvent(row: EventRow): EventView {
  return {
    id: row.id,
    type: row.type,
    created_at: row.createdAt.toISOString(),
    livemode: row.livemode,
    data: { object: JSON.parse(row.payload) as unknown },
  };
}
