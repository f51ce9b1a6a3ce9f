const encoder = new TextEncoder();
const heartbeatMs = 25_000;
// A client that stops reading gets this many queued messages before it is let go.
const maxQueued = 1_000;

/** Writes one SSE message: `id`, `event` and `data` lines. */
export type SendEvent = (message: { id?: string; event: string; data: string }) => void;

/**
 * A Server-Sent Events response: `retry:` advice first, a heartbeat comment every 25 s, and
 * `start` called with a sender; what `start` answers (its cleanup) runs exactly once when the client
 * goes away (request aborted or stream cancelled) or falls too far behind. No-transform keeps
 * compression (and proxies honouring it) from holding events back.
 */
export function eventStreamResponse(
  signal: AbortSignal,
  start: (send: SendEvent) => () => void,
  headers: HeadersInit = {},
): Response {
  let cleanup: (() => void) | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const finish = () => {
    clearInterval(heartbeat);
    signal.removeEventListener("abort", finish);
    const run = cleanup;
    cleanup = undefined;
    run?.();
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (!cleanup) return;
        if ((controller.desiredSize ?? 0) < -maxQueued) {
          finish();
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(text));
      };
      cleanup = () => undefined;
      write("retry: 3000\n\n");
      const stop = start(({ id, event, data }) =>
        write(`${id ? `id: ${id}\n` : ""}event: ${event}\ndata: ${data}\n\n`),
      );
      cleanup = stop;
      heartbeat = setInterval(() => write(": ping\n\n"), heartbeatMs);
      if (signal.aborted) finish();
      else signal.addEventListener("abort", finish, { once: true });
    },
    cancel() {
      finish();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
      ...headers,
    },
  });
}
