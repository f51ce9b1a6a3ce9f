import { eventIdParams, eventListSchema, eventSchema, listEventsQuery } from "@/lib/events/event-schemas";

import type { ApiOperation } from "./api-operation";

/** The event log's operations. */
export const eventOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/v1/events",
    summary: "The account's events in the key's mode, oldest first, after a cursor: catch up on what you missed.",
    auth: "api_key",
    testKeys: "own-mode",
    query: listEventsQuery,
    success: { status: 200, schema: eventListSchema, description: "Up to `limit` events after `after`." },
    errors: [400, 401, 429],
  },
  {
    method: "get",
    path: "/v1/events/{event_id}",
    summary: "Get one event.",
    auth: "api_key",
    testKeys: "own-mode",
    params: eventIdParams,
    success: { status: 200, schema: eventSchema, description: "The event." },
    errors: [401, 404, 429],
  },
];
