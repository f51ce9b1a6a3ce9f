import { readScalarBundle } from "@/lib/api-docs/read-scalar-bundle";

export const dynamic = "force-dynamic";

/**
 * Scalar's browser bundle from node_modules. The page asks for it with its hash in `?v=`, which is
 * cached for a year; any other URL revalidates against the ETag.
 */
export function GET(request: Request): Response {
  const { body, hash } = readScalarBundle();
  const etag = `"${hash}"`;
  const versioned = new URL(request.url).searchParams.get("v") === hash;
  const headers = {
    "Content-Type": "text/javascript; charset=utf-8",
    "Cache-Control": versioned ? "public, max-age=31536000, immutable" : "public, no-cache",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(body), { headers });
}
