import { createThreadlineClient } from "@/client/src/create-threadline-client";
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

/** Reads the events of the key's account and mode after `after` (oldest first), at most 100, with the typed client. */
export async function fetchEventPage(input: {
  apiUrl: string;
  apiKey: string;
  after: string | null;
  signal: AbortSignal;
}): Promise<EventPage> {
  const threadline = createThreadlineClient({ baseUrl: input.apiUrl, apiKey: input.apiKey });
  const { data, error, response } = await threadline.GET("/v1/events", {
    params: { query: { limit: 100, ...(input.after ? { after: input.after } : {}) } },
    signal: input.signal,
  });
  if (!data) {
    const detail = error && "detail" in error ? error.detail : undefined;
    throw new ApiAnswerError(
      response.status,
      detail ?? `${new URL(input.apiUrl).origin} answered HTTP ${response.status}`,
    );
  }
  const date = Date.parse(response.headers.get("date") ?? "");
  return { events: data.events, hasMore: data.has_more, serverTime: Number.isNaN(date) ? Date.now() : date };
}
