import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

import { waitFor } from "./wait-for";

/** One request as a test receiver got it. */
export type ReceivedWebhook = {
  at: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The parsed envelope: `{id, type, created_at, livemode, data: {object}}`. */
  event: { id: string; type: string; livemode: boolean; created_at: string; data: { object: Record<string, unknown> } };
  /** What the receiver answered (null for a hang or a reset). */
  answered: number | null;
};

/** How a receiver answers one request: a status (optionally late, with headers), or never ("hang"), or by cutting the connection ("reset"). */
export type ReceiverReply = { status: number; headers?: Record<string, string>; delayMs?: number } | "hang" | "reset";

/** A real HTTP receiver on 127.0.0.1 that records every request and answers as `reply` says. */
export async function startWebhookReceiver(
  reply: (request: ReceivedWebhook, index: number) => ReceiverReply = () => ({ status: 200 }),
) {
  const received: ReceivedWebhook[] = [];
  const sockets = new Set<Socket>();
  const answer = (res: ServerResponse, request: ReceivedWebhook, how: ReceiverReply) => {
    if (how === "hang") return;
    if (how === "reset") return void res.socket?.destroy();
    const send = () => {
      request.answered = how.status;
      res.writeHead(how.status, how.headers).end("receiver says hello");
    };
    if (how.delayMs) setTimeout(send, how.delayMs);
    else send();
  };
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      let event: ReceivedWebhook["event"];
      try {
        event = JSON.parse(body);
      } catch {
        event = { id: "", type: "", livemode: false, created_at: "", data: { object: {} } };
      }
      const request: ReceivedWebhook = { at: Date.now(), headers: req.headers, body, event, answered: null };
      received.push(request);
      answer(res, request, reply(request, received.length - 1));
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The requests about one event. */
    about: (eventId: string) => received.filter((r) => r.event.id === eventId),
    /** Waits until `check` holds over what was received. */
    until: (what: string, check: (all: ReceivedWebhook[]) => boolean, timeoutMs = 30_000) =>
      waitFor(what, async () => (check(received) ? true : undefined), timeoutMs),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A running test receiver. */
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
