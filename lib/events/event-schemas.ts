import { z } from "zod";

import { idSchema } from "@/lib/core/id-schema";

import { eventTypes } from "./event-types";

/** Query of GET /v1/events. */
export const listEventsQuery = z.object({
  type: z
    .string()
    .max(1000)
    .transform((value) => [...new Set(value.split(",").map((type) => type.trim()))])
    .pipe(z.array(z.enum(eventTypes, { message: `must be event types (${eventTypes.join(", ")}), comma-separated` })))
    .optional()
    .meta({ description: "Only events of these types, comma-separated (comment.created,comment.deleted)." }),
  after: idSchema("evt", "an event id")
    .optional()
    .meta({ description: "Only events after this one: pass the last id you processed to catch up." }),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Path parameters of /v1/events/{event_id}. */
export const eventIdParams = z.object({ event_id: z.string().max(100) });

/** An event as the API (and later the webhooks) deliver it. */
export const eventSchema = z
  .object({
    id: z.string().meta({ example: "evt_01jd8x6f4pe7s9v2b0k3m5n7q8" }),
    type: z.enum(eventTypes),
    created_at: z.iso.datetime(),
    livemode: z.boolean(),
    data: z.object({
      object: z.record(z.string(), z.unknown()).meta({ description: "The object as it was right after the change." }),
    }),
  })
  .meta({ id: "Event" });

/** GET /v1/events: a page of the log after a cursor. */
export const eventListSchema = z
  .object({
    events: z.array(eventSchema),
    has_more: z.boolean().meta({ description: "More events follow the last one: ask again with after=<its id>." }),
    limit: z.number().int(),
  })
  .meta({ id: "EventList" });

/** ListEventsQuery after parsing. */
export type ListEventsQuery = z.infer<typeof listEventsQuery>;
/** An event as the API answers it. */
export type EventView = z.output<typeof eventSchema>;
