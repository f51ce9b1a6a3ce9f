import { z } from "zod";

import { createWebhookBody, updateWebhookBody, webhookIdParams } from "@/lib/webhooks/webhook-schemas";

/** The endpoint's mode: the API takes it from the key; the dashboard from the page's Live/Test switch. */
export const modeField = { mode: z.enum(["live", "test"], "must be live or test") };

// The /v1 schema's words speak of its JSON (`["*"]`); the form has an "All events" box instead.
const events = z
  .array(z.string())
  .min(1, "Choose at least one event type, or all events.")
  .pipe(createWebhookBody.shape.events);

/** The new-endpoint form and its action: POST /v1/webhooks's body in a mode. */
export const createEndpointForm = createWebhookBody.extend({ ...modeField, events });

/** The endpoint form of its own page and its action: PATCH /v1/webhooks/{webhook_id}'s body with the id and mode. */
export const updateEndpointForm = updateWebhookBody.extend({
  ...webhookIdParams.shape,
  ...modeField,
  events: events.optional(),
});
