import { request, type ClientRequest, type IncomingMessage } from "node:http";

import { waitFor } from "./wait-for";

/** One Server-Sent Event as received. */
export type ReceivedEvent = { id?: string; event: string; data: string; at: number };

/** An open SSE stream: its response, what arrived so far, a wait for a matching event, and close. */
export type EventStream = {
  response: IncomingMessage;
  events: ReceivedEvent[];
  raw: () => string;
  next: (what: string, match: (event: ReceivedEvent) => boolean, timeoutMs?: number) => Promise<ReceivedEvent>;
  close: () => void;
};

/** Opens a stream with real HTTP (node:http, no EventSource) and parses its events as they come. */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    let req: ClientRequest | undefined = undefined;
    req = request(url, { headers: { Accept: "text/event-stream", ...headers } }, (response) => {
      const events: ReceivedEvent[] = [];
      let text = "";
      let buffer = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: ReceivedEvent = { event: "message", data: "", at: Date.now() };
          let any = false;
          for (const line of block.split("\n")) {
            const [field, ...rest] = line.split(": ");
            const value = rest.join(": ");
            if (field === "id") event.id = value;
            else if (field === "event") event.event = value;
            else if (field === "data") event.data = value;
            else continue;
            any = true;
          }
          if (any && (event.data || event.id)) events.push(event);
        }
      });
      response.on("error", () => undefined);
      resolve({
        response,
        events,
        raw: () => text,
        next: (what, match, timeoutMs = 10_000) => waitFor(what, async () => events.find(match), timeoutMs),
        close: () => req!.destroy(),
      });
    });
    req.on("error", reject);
    req.end();
  });
}
