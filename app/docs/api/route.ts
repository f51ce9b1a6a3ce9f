import { randomBytes } from "node:crypto";

import { buildApiReferenceCsp } from "@/lib/api-docs/build-api-reference-csp";
import { readScalarBundle } from "@/lib/api-docs/read-scalar-bundle";
import { renderApiReferencePage } from "@/lib/api-docs/render-api-reference-page";

export const dynamic = "force-dynamic";

/** The API reference: Scalar, served from this server, drawing /v1/openapi.json. */
export function GET(): Response {
  // A fresh style nonce per response, so the page is never cached.
  const nonce = randomBytes(16).toString("base64");
  const scalarUrl = `/docs/api/scalar.js?v=${readScalarBundle().hash}`;
  return new Response(renderApiReferencePage({ nonce, scalarUrl }), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": buildApiReferenceCsp(nonce),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    },
  });
}
