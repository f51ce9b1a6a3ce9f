import { browserPreflight } from "@/lib/http/browser-preflight";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { requestNow } from "@/lib/http/request-now";
import { withClient } from "@/lib/http/with-client";
import { exchangeSessionCode } from "@/lib/readers/exchange-session-code";
import { findExchangeCodeSiteId } from "@/lib/readers/find-exchange-code-site-id";
import { exchangeCodeBody } from "@/lib/readers/reader-schemas";

export const POST = withClient(
  { body: exchangeCodeBody },
  { testKeys: "public", siteOf: ({ body }) => findExchangeCodeSiteId(body.code), limits: ({ ip }) => [["signIn", ip]] },
  async ({ req, body }) => json(await exchangeSessionCode(body.code, requestNow(req))),
);

export const OPTIONS = browserPreflight("POST");
export const GET = methodNotAllowed("POST");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
