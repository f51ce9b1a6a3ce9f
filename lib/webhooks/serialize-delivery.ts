import type { WebhookAttemptRow, WebhookDeliveryRow } from "@/lib/db/model-types";

import type { DeliveryView } from "./webhook-schemas";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A stored delivery with its attempts (oldest first) and its event's type, in the API's shape. */
export function serializeDelivery(
  row: WebhookDeliveryRow & { attempts: WebhookAttemptRow[]; event: { type: string } },
): DeliveryView {
  return {
    id: row.id,
    webhook_id: row.endpointId,
    event_id: row.eventId,
    event_type: row.event.type,
    status: row.status as DeliveryView["status"],
    attempt_count: row.attemptCount,
    next_attempt_at: row.status === "pending" ? iso(row.nextAttemptAt) : null,
    last_attempt_at: iso(row.lastAttemptAt),
    created_at: row.createdAt.toISOString(),
    attempts: [...row.attempts]
      .sort((a, b) => a.number - b.number)
      .map((attempt) => ({
        number: attempt.number,
        attempted_at: attempt.startedAt.toISOString(),
        status_code: attempt.statusCode,
        duration_ms: attempt.durationMs,
        error_kind: attempt.errorKind,
      })),
  };
}
