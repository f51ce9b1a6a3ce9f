import { browserPreflight } from "@/lib/http/browser-preflight";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { requestNow } from "@/lib/http/request-now";
import { withClient } from "@/lib/http/with-client";
import { ssoSignInBody } from "@/lib/readers/reader-schemas";
import { signInWithSso } from "@/lib/readers/sign-in-with-sso";

export const POST = withClient(
  { body: ssoSignInBody },
  { testKeys: "public", siteOf: ({ body }) => body.site_id, limits: ({ ip }) => [["signIn", ip]] },
  async ({ req, body }) => json(await signInWithSso(body, requestNow(req))),
);

export const OPTIONS = browserPreflight("POST");
export const GET = methodNotAllowed("POST");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
