import { commentCountsQuery } from "@/lib/comments/comment-widget-schemas";
import { countThreadComments } from "@/lib/comments/count-thread-comments";
import { browserPreflight } from "@/lib/http/browser-preflight";
import { publicCountLimits } from "@/lib/http/comment-limits";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withClient } from "@/lib/http/with-client";

export const GET = withClient(
  { query: commentCountsQuery },
  { testKeys: "own-mode", siteOf: ({ query }) => query.site_id, limits: publicCountLimits },
  async ({ query, auth, headers }) => {
    // Public counts are the same for every browser, so shared caches may keep them a minute; an API
    // key's (maybe test-mode) answer, or one that clears a cookie, stays with its client.
    const shared = auth.kind !== "api_key" && !headers.has("set-cookie");
    return json(await countThreadComments({ ...query, auth }), {
      headers: { "Cache-Control": `${shared ? "public" : "private"}, max-age=60` },
    });
  },
);

export const OPTIONS = browserPreflight("GET");
export const POST = methodNotAllowed("GET");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
