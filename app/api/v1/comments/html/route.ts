import { getThreadFragment } from "@/lib/comments/get-thread-fragment";
import { threadFragmentQuery } from "@/lib/comments/thread-fragment-schemas";
import { dashboardBaseUrl } from "@/lib/core/dashboard-base-url";
import { browserPreflight } from "@/lib/http/browser-preflight";
import { publicReadLimits } from "@/lib/http/comment-limits";
import { htmlResponse } from "@/lib/http/html-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withClient } from "@/lib/http/with-client";

const cacheable = "public, max-age=60, stale-while-revalidate=600";

export const GET = withClient(
  { query: threadFragmentQuery },
  { testKeys: "public", siteOf: ({ query }) => query.site_id, limits: publicReadLimits },
  async ({ req, query, headers }) => {
    // The next page's link is built on PUBLIC_URL (or loopback), never on the request's Host.
    const html = await getThreadFragment({ ...query, baseUrl: dashboardBaseUrl() });
    // An ended session's cookie is cleared in this answer: no shared cache may keep and replay that.
    return htmlResponse(req, html, { "Cache-Control": headers.has("set-cookie") ? "private, no-store" : cacheable });
  },
);

export const OPTIONS = browserPreflight("GET");
export const POST = methodNotAllowed("GET");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
