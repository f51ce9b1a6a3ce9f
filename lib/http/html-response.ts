import { createHash } from "node:crypto";

import { matchesEtag } from "@/lib/core/matches-etag";

/**
 * An HTML answer with an ETag of its content, or `304 Not Modified` when the request already holds
 * it. Weak, because a proxy or the server may compress the bytes on the way.
 */
export function htmlResponse(req: Request, body: string, headers: Record<string, string> = {}): Response {
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
  if (matchesEtag(req.headers.get("if-none-match"), etag))
    return new Response(null, { status: 304, headers: { ETag: etag, ...headers } });
  return new Response(body, {
    status: 200,
    headers: { "Content-Type": "text/html; charset=utf-8", ETag: etag, ...headers },
  });
}
