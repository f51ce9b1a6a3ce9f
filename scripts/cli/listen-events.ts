import type { EventView } from "@/lib/events/event-schemas";
import { eventTypeMatches } from "@/lib/webhooks/event-type-matches";

import { ApiAnswerError, fetchEventPage } from "./fetch-event-page";
import type { ForwardResult } from "./forward-event";

/** How often the event feed is read when it has nothing new. */
const pollMs = 1000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}

function lineOf(event: EventView, result: ForwardResult): string {
  const time = new Date().toISOString().slice(11, 19);
  const answer = "status" in result ? `[${result.status}]` : `[error: ${result.error}]`;
  return `${time}  ${event.type.padEnd(24)} ${event.id}  ${answer}`;
}

/**
 * Reads the event feed from `after` on until `signal` aborts, hands each event of the wanted
 * types to `deliver` in order, and prints one line per event. A bad key (401, 403) stops it;
 * other failures (the server restarting) are printed and read again after a pause.
 */
export async function listenEvents(input: {
  apiUrl: string;
  apiKey: string;
  patterns: string[];
  after: string;
  signal: AbortSignal;
  deliver: (event: EventView) => Promise<ForwardResult>;
}): Promise<void> {
  let after = input.after;
  let failing = false;
  while (!input.signal.aborted) {
    let page;
    try {
      page = await fetchEventPage({ ...input, after, signal: input.signal });
      if (failing) console.log("Reading events again.");
      failing = false;
    } catch (error) {
      if (input.signal.aborted) return;
      if (error instanceof ApiAnswerError && (error.status === 401 || error.status === 403)) throw error;
      if (!failing)
        console.error(`Cannot read events (${error instanceof Error ? error.message : error}); trying again.`);
      failing = true;
      await pause(pollMs, input.signal);
      continue;
    }
    for (const event of page.events) {
      if (input.signal.aborted) return;
      if (eventTypeMatches(input.patterns, event.type)) console.log(lineOf(event, await input.deliver(event)));
      after = event.id;
    }
    if (!page.hasMore) await pause(pollMs, input.signal);
  }
}
