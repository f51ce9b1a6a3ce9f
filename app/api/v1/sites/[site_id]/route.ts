import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { noContent } from "@/lib/http/no-content";
import { withApiKey } from "@/lib/http/with-api-key";
import { deleteSite } from "@/lib/sites/delete-site";
import { getSite } from "@/lib/sites/get-site";
import { siteIdParams, updateSiteBody } from "@/lib/sites/site-schemas";
import { updateSite } from "@/lib/sites/update-site";

export const GET = withApiKey({ testKeys: "shared-read", params: siteIdParams }, async ({ params, auth }) =>
  json(await getSite(auth.accountId, params.site_id)),
);

export const PATCH = withApiKey(
  { testKeys: "live-only", params: siteIdParams, body: updateSiteBody },
  async ({ params, body, auth }) => json(await updateSite(auth, params.site_id, body)),
);

export const DELETE = withApiKey({ testKeys: "live-only", params: siteIdParams }, async ({ params, auth }) => {
  await deleteSite(auth, params.site_id);
  return noContent();
});

export const POST = methodNotAllowed("GET", "PATCH", "DELETE");
export const PUT = POST;
