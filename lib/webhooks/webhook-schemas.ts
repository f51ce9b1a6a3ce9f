import { z } from "zod";

import { paginationQuery } from "@/lib/core/pagination";

const typeId = (prefix: string, label: string) =>
  z.string().regex(new RegExp(`^${prefix}_[0-7][0-9a-hjkmnp-tv-z]{25}$`), `must be ${label} (${prefix}_…)`);

/** Most endpoints one account may have in each mode. */
export const maxWebhooksPerMode = 16;

const webhookUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && !url.username && !url.password
      );
    } catch {
      return false;
    }
  }, "must be an absolute http or https URL without user name or password");

const eventPattern = z
  .string()
  .regex(
    /^(\*|[a-z][a-z_]*(\.[a-z_]+)*\.(\*|[a-z_]+))$/,
    "must be an event type such as comment.created, a group such as comment.*, or *",
  );

/** The event types wanted: `["*"]` for every type; duplicates dropped, and `*` alone when it is given. */
const events = z
  .array(eventPattern)
  .min(1, 'name at least one event type, or ["*"] for all')
  .max(100)
  .transform((list) => (list.includes("*") ? ["*"] : [...new Set(list)]));

const siteIds = z
  .array(typeId("site", "a site id"))
  .max(100)
  .transform((list) => [...new Set(list)]);

const description = z.string().trim().max(500);

/** Path parameters of /v1/webhooks/{webhook_id}/…. */
export const webhookIdParams = z.object({ webhook_id: typeId("whk", "a webhook endpoint id") });

/** Path parameters of /v1/webhooks/{webhook_id}/deliveries/{delivery_id}/…. */
export const deliveryParams = webhookIdParams.extend({ delivery_id: typeId("whd", "a delivery id") });

/** Query of GET /v1/webhooks. */
export const listWebhooksQuery = z.object({ ...paginationQuery });

/** Query of GET /v1/webhooks/{webhook_id}/deliveries. */
export const listDeliveriesQuery = z.object({
  ...paginationQuery,
  status: z.enum(["pending", "succeeded", "failed"]).optional(),
});

/** Body of POST /v1/webhooks. */
export const createWebhookBody = z
  .strictObject({ url: webhookUrl, events, site_ids: siteIds.optional(), description: description.optional() })
  .meta({ id: "CreateWebhookRequest" });

/** Body of PATCH /v1/webhooks/{webhook_id}: only what is given changes; `status: "enabled"` re-enables. */
export const updateWebhookBody = z
  .strictObject({
    url: webhookUrl.optional(),
    events: events.optional(),
    site_ids: siteIds.optional(),
    description: description.optional(),
    status: z.enum(["enabled", "disabled"]).optional(),
  })
  .meta({ id: "UpdateWebhookRequest" });

/** A webhook endpoint as the API answers it (never its secret, except once in `secret` when made or rotated). */
export const webhookSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string(),
    events: z.array(z.string()),
    site_ids: z.array(z.string()),
    livemode: z.boolean(),
    status: z.enum(["enabled", "disabled"]),
    disabled_reason: z.enum(["gone", "failing", "manual"]).nullable(),
    disabled_at: z.iso.datetime().nullable(),
    consecutive_failures: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Failed attempts in a row; any success resets it." }),
    previous_secret_expires_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "WebhookEndpoint" });

/** A new endpoint or a rotated secret: the only time `secret` is shown. */
export const webhookWithSecretSchema = webhookSchema
  .extend({ secret: z.string() })
  .meta({ id: "WebhookEndpointWithSecret" });

/** The list envelope of endpoints. */
export const webhookListSchema = z
  .object({
    webhooks: z.array(webhookSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    has_more: z.boolean(),
  })
  .meta({ id: "WebhookEndpointList" });

const headerMap = z.record(z.string(), z.string());

/** What an attempt sent: its headers (signature included, never the secret) and the event's body. */
export const attemptRequestSchema = z
  .object({
    headers: headerMap.meta({ description: "The headers sent, lower-case, values capped at 1,024 characters." }),
    body: z.string().meta({ description: "The body sent: the event's envelope as it is stored now." }),
  })
  .meta({ id: "WebhookAttemptRequest" });

/** What came back to an attempt, bounded: at most 50 headers and the body's first 4 KB. */
export const attemptResponseSchema = z
  .object({
    status: z.number().int(),
    headers: headerMap.meta({ description: "At most 50 headers, lower-case, values capped at 1,024 characters." }),
    body: z.string().meta({ description: "The first 4,096 bytes of the body, decoded as UTF-8." }),
    truncated: z.boolean().meta({ description: "True when the body was longer than what is kept." }),
  })
  .meta({ id: "WebhookAttemptResponse" });

/** One HTTP request of a delivery, with what was sent and what came back. */
export const attemptSchema = z
  .object({
    number: z.number().int(),
    attempted_at: z.iso.datetime(),
    status_code: z.number().int().nullable(),
    duration_ms: z.number().int(),
    error_kind: z.string().nullable(),
    request: attemptRequestSchema
      .nullable()
      .meta({ description: "Null for attempts logged before requests were kept." }),
    response: attemptResponseSchema.nullable().meta({
      description: "Null when no response came (see error_kind), or for attempts logged before responses were kept.",
    }),
  })
  .meta({ id: "WebhookAttempt" });

/** One event for one endpoint, with every attempt so far; its id is the `webhook-id` header. */
export const deliverySchema = z
  .object({
    id: z.string(),
    webhook_id: z.string(),
    event_id: z.string(),
    event_type: z.string(),
    status: z.enum(["pending", "succeeded", "failed"]),
    attempt_count: z.number().int(),
    next_attempt_at: z.iso.datetime().nullable(),
    last_attempt_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    attempts: z.array(attemptSchema),
  })
  .meta({ id: "WebhookDelivery" });

/** The list envelope of deliveries, newest first. */
export const deliveryListSchema = z
  .object({
    deliveries: z.array(deliverySchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    has_more: z.boolean(),
  })
  .meta({ id: "WebhookDeliveryList" });

export type CreateWebhookBody = z.output<typeof createWebhookBody>;
export type UpdateWebhookBody = z.output<typeof updateWebhookBody>;
export type WebhookView = z.output<typeof webhookSchema>;
export type DeliveryView = z.output<typeof deliverySchema>;
