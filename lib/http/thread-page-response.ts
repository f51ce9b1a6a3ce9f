import type { ThreadPageRead } from "@/lib/comments/read-thread-page";

/**
 * How long a shared cache (a CDN in front) may answer from its copy, then serve it while it
 * fetches the next one (docs/api.md, "Caching"); browsers always revalidate (max-age=0).
 */
export const sharedThreadCaching = "public, max-age=0, s-maxage=5, stale-while-revalidate=30";

/**
 * GET /v1/comments's answer: the page, or 304 when the client holds it. `shared` (a guest's read,
 * the same for everyone) may be kept by shared caches; anything read with a credential is private.
 * Vary names the credentials' headers, so that no cache hands a guest's copy to an API key.
 */
export function threadPageResponse(read: ThreadPageRead, shared: boolean): Response {
  const headers = {
    ETag: read.etag,
    "Cache-Control": shared ? sharedThreadCaching : "private, no-cache",
    Vary: "Authorization, X-API-Key",
  };
  if (!read.body) return new Response(null, { status: 304, headers });
  return new Response(read.body as BodyInit, {
    status: 200,
    headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
  });
}
