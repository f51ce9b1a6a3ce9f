import type { EventView } from "@/lib/events/event-schemas";

/** One page of `GET /v1/events`, with the server's clock from its `Date` header. */
export type EventPage = { events: EventView[]; hasMore: boolean; serverTime: number };

/** An answer of the API that is not a page of events (a bad key stops the listener; others are retried). */
export class ApiAnswerError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the events of the key's account and mode after `after` (oldest first), at most 100. */
export async function fetchEventPage(input: {
  apiUrl: string;
  apiKey: string;
  after: string | null;
  signal: AbortSignal;
}): Promise<EventPage> {
  const url = new URL("/v1/events", input.apiUrl);
  url.searchParams.set("limit", "100");
  if (input.after) url.searchParams.set("after", input.after);
  const response = await fetch(url, { headers: { "x-api-key": input.apiKey }, signal: input.signal });
  const json = (await response.json().catch(() => null)) as {
    events?: EventView[];
    has_more?: boolean;
    detail?: string;
  } | null;
  if (!response.ok || !json?.events) {
    throw new ApiAnswerError(response.status, json?.detail ?? `${url.origin} answered HTTP ${response.status}`);
  }
  const date = Date.parse(response.headers.get("date") ?? "");
  return { events: json.events, hasMore: json.has_more === true, serverTime: Number.isNaN(date) ? Date.now() : date };
}
