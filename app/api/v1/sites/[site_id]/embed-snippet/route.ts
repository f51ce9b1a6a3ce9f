import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { publicBaseUrl } from "@/lib/http/public-base-url";
import { withApiKey } from "@/lib/http/with-api-key";
import { buildEmbedSnippet } from "@/lib/sites/build-embed-snippet";
import { siteIdParams } from "@/lib/sites/site-schemas";

export const GET = withApiKey({ testKeys: "shared-read", params: siteIdParams }, async ({ req, params, auth }) =>
  json(await buildEmbedSnippet(auth.accountId, params.site_id, publicBaseUrl(req))),
);

export const POST = methodNotAllowed("GET");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
