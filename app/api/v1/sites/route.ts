import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withApiKey } from "@/lib/http/with-api-key";
import { listSites } from "@/lib/sites/list-sites";
import { listSitesQuery } from "@/lib/sites/site-schemas";

export const GET = withApiKey({ query: listSitesQuery }, async ({ query, auth }) =>
  json(await listSites({ accountId: auth.accountId, page: query.page, perPage: query.per_page })),
);

export const POST = methodNotAllowed("GET");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
