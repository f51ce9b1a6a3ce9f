import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { createSite } from "@/lib/sites/create-site";
import { listSites } from "@/lib/sites/list-sites";
import { createSiteBody, listSitesQuery } from "@/lib/sites/site-schemas";

export const GET = withApiKey({ testKeys: "shared-read", query: listSitesQuery }, async ({ query, auth }) =>
  json(await listSites(auth.accountId, { page: query.page, per_page: query.per_page })),
);

export const POST = withApiKey({ testKeys: "live-only", body: createSiteBody }, async ({ body, auth }) =>
  json(await createSite(auth, body), { status: 201 }),
);

export const PUT = methodNotAllowed("GET", "POST");
export const PATCH = PUT;
export const DELETE = PUT;
