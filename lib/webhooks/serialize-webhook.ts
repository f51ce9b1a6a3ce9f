import type { WebhookEndpointRow } from "@/lib/db/model-types";

import type { WebhookView } from "./webhook-schemas";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A stored endpoint in the API's shape (no secret). A rotation's old secret counts only until it expires. */
export function serializeWebhook(row: WebhookEndpointRow, now: Date = new Date()): WebhookView {
  const overlap = row.previousSecretExpiresAt && row.previousSecretExpiresAt > now ? row.previousSecretExpiresAt : null;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: JSON.parse(row.eventTypes) as string[],
    site_ids: JSON.parse(row.siteIds) as string[],
    livemode: row.livemode,
    status: row.status === "disabled" ? "disabled" : "enabled",
    disabled_reason: (row.disabledReason as WebhookView["disabled_reason"]) ?? null,
    disabled_at: iso(row.disabledAt),
    consecutive_failures: row.consecutiveFailures,
    previous_secret_expires_at: iso(overlap),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
