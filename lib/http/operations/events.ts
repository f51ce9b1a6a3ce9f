import { eventIdParams, eventListSchema, eventSchema, listEventsQuery } from "@/lib/events/event-schemas";
import { getEvent } from "@/lib/events/get-event";
import { listEvents } from "@/lib/events/list-events";

import { json } from "../json-response";
import { defineApiKeyOperation } from "./define-api-key-operation";

/** The event log's operations. */
export const eventOperations = {
  listEvents: defineApiKeyOperation({
    method: "GET",
    path: "/v1/events",
    summary: "List events",
    description: "The account's events in the key's mode, oldest first, after a cursor: catch up on what you missed.",
    testKeys: "own-mode",
    query: listEventsQuery,
    success: { status: 200, schema: eventListSchema, description: "Up to `limit` events after `after`." },
    handle: async ({ query, auth }) => json(await listEvents(auth, query)),
  }),
  getEvent: defineApiKeyOperation({
    method: "GET",
    path: "/v1/events/{event_id}",
    summary: "Get an event",
    testKeys: "own-mode",
    params: eventIdParams,
    success: { status: 200, schema: eventSchema, description: "The event." },
    handle: async ({ params, auth }) => json(await getEvent(auth, params.event_id)),
  }),
};
