import { browserPreflight } from "@/lib/http/browser-preflight";
import { publicReadLimits } from "@/lib/http/comment-limits";
import { eventStreamResponse } from "@/lib/http/event-stream-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { requestNow } from "@/lib/http/request-now";
import { withClient } from "@/lib/http/with-client";
import { openThreadStream } from "@/lib/live/open-thread-stream";
import { threadStreamQuery } from "@/lib/live/stream-schemas";

// A stream is never cached or prerendered.
export const dynamic = "force-dynamic";

export const GET = withClient(
  { query: threadStreamQuery },
  { testKeys: "public", siteOf: ({ query }) => query.site_id, limits: publicReadLimits },
  async ({ req, query, ip }) => {
    const start = await openThreadStream({
      ...query,
      ip,
      lastEventId: req.headers.get("last-event-id") ?? query.last_event_id ?? null,
      now: requestNow(req),
    });
    return eventStreamResponse(req.signal, start);
  },
);

export const OPTIONS = browserPreflight("GET");
export const POST = methodNotAllowed("GET");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
