import { browserPreflight } from "@/lib/http/browser-preflight";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { publicBaseUrl } from "@/lib/http/public-base-url";
import { requestNow } from "@/lib/http/request-now";
import { withClient } from "@/lib/http/with-client";
import { magicLinkBody } from "@/lib/readers/reader-schemas";
import { requestMagicLink } from "@/lib/readers/request-magic-link";

export const POST = withClient(
  { body: magicLinkBody },
  {
    testKeys: "public",
    siteOf: ({ body }) => body.site_id,
    limits: ({ body, ip }) => [
      ["magicLinkIp", ip],
      ["magicLinkEmail", body.email.toLowerCase()],
    ],
  },
  async ({ req, body }) =>
    json(await requestMagicLink({ ...body, baseUrl: publicBaseUrl(req) }, requestNow(req)), { status: 202 }),
);

export const OPTIONS = browserPreflight("POST");
export const GET = methodNotAllowed("POST");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
