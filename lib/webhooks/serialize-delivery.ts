import type { EventRow, WebhookAttemptRow, WebhookDeliveryRow } from "@/lib/db/model-types";
import { serializeEvent } from "@/lib/events/serialize-event";

import type { DeliveryView } from "./webhook-schemas";

type AttemptView = DeliveryView["attempts"][number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

const parseHeaders = (text: string) => JSON.parse(text) as Record<string, string>;

// Attempts logged before requests and responses were kept have neither.
function exchangeOf(attempt: WebhookAttemptRow, body: string): Pick<AttemptView, "request" | "response"> {
  if (attempt.requestHeaders === null) return { request: null, response: null };
  return {
    request: { headers: parseHeaders(attempt.requestHeaders), body },
    response:
      attempt.responseHeaders === null || attempt.statusCode === null
        ? null
        : {
            status: attempt.statusCode,
            headers: parseHeaders(attempt.responseHeaders),
            body: attempt.responseBody ?? "",
            truncated: attempt.responseTruncated,
          },
  };
}

/**
 * A stored delivery with its attempts (oldest first) and its event, in the API's shape. Each
 * attempt's request body is the event's envelope as stored now, the same bytes every attempt
 * sends (after a reader's erasure, the erased version).
 */
export function serializeDelivery(
  row: WebhookDeliveryRow & { attempts: WebhookAttemptRow[]; event: EventRow },
): DeliveryView {
  const body = JSON.stringify(serializeEvent(row.event));
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
        ...exchangeOf(attempt, body),
      })),
  };
}
